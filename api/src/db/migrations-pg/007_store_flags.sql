-- PostgreSQL twin of ../migrations/007_store_flags.sql (kept in step by test/db.test.ts).
-- Feature switches per store (SPEC §9): a JSON object of FeatureFlags overrides that config.json
-- merges over the SPEC defaults. '{}' = the store runs on the defaults.
ALTER TABLE stores ADD COLUMN flags_json TEXT NOT NULL DEFAULT '{}';
