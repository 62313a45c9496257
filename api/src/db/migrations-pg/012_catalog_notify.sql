-- PostgreSQL twin of ../migrations/012_catalog_notify.sql (kept in step by test/db.test.ts).
-- Every change of catalog_version is announced on the channel store_catalog (payload: the writer's
-- schema), delivered when the writing transaction commits. Each API process LISTENs on a
-- connection of its own and re-reads the version when told, so a cache hit costs no query
-- (catalog/catalogVersion.ts).
CREATE FUNCTION notify_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('store_catalog', current_schema());
  RETURN NULL;
END;
$$;
CREATE TRIGGER catalog_version_notify AFTER UPDATE ON catalog_version
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_version();
