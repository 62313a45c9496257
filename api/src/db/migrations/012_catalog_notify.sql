-- PostgreSQL announces catalog_version changes to the other API processes (LISTEN/NOTIFY; see the
-- twin in ../migrations-pg). SQLite serves one process, which reads the version itself: nothing
-- to do here, kept so both engines apply the same list of migrations.
SELECT 1;
