-- PostgreSQL twin of ../migrations/006_catalog_version.sql (kept in step by test/db.test.ts).
-- A catalog version bumped by any write to a table the product pages are built from, so cached
-- page bodies are keyed on exactly the data they show: checkouts, carts and payments never bump it,
-- and writes from any connection or process do. (PostgreSQL: the same with one statement-level
-- trigger function per table.)
CREATE TABLE catalog_version (
  id BIGINT PRIMARY KEY CHECK (id = 1),
  value BIGINT NOT NULL
);
INSERT INTO catalog_version (id, value) VALUES (1, 0);

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
CREATE TRIGGER catalog_version_stores AFTER INSERT OR UPDATE OR DELETE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_collections AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_blanks AFTER INSERT OR UPDATE OR DELETE ON blanks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_sizes AFTER INSERT OR UPDATE OR DELETE ON sizes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_listings AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_listing_collections AFTER INSERT OR UPDATE OR DELETE ON listing_collections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_products AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_product_sizes AFTER INSERT OR UPDATE OR DELETE ON product_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_variations AFTER INSERT OR UPDATE OR DELETE ON variations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_inventory AFTER INSERT OR UPDATE OR DELETE ON inventory
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
