-- PostgreSQL twin of ../migrations/011_catalog_tiles_version.sql (kept in step by test/db.test.ts).
-- What the search file of a store (the product JSON, catalog/productCache.ts) is built from changed:
-- every catalog write but stock, which tiles do not show. The file's freshness check reads it, so a
-- price or title written through any connection or process rewrites the file on its next request,
-- while the sales traffic's inventory writes leave it alone (catalog_version.value, which the page
-- cache follows, counts those too).
ALTER TABLE catalog_version ADD COLUMN tiles BIGINT NOT NULL DEFAULT 0;
CREATE FUNCTION bump_catalog_tiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
CREATE TRIGGER catalog_tiles_stores AFTER INSERT OR UPDATE OR DELETE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_tiles();
CREATE TRIGGER catalog_tiles_collections AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_tiles();
CREATE TRIGGER catalog_tiles_blanks AFTER INSERT OR UPDATE OR DELETE ON blanks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_tiles();
CREATE TRIGGER catalog_tiles_sizes AFTER INSERT OR UPDATE OR DELETE ON sizes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_tiles();
CREATE TRIGGER catalog_tiles_listings AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_tiles();
CREATE TRIGGER catalog_tiles_listing_collections AFTER INSERT OR UPDATE OR DELETE ON listing_collections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_tiles();
CREATE TRIGGER catalog_tiles_products AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_tiles();
CREATE TRIGGER catalog_tiles_product_sizes AFTER INSERT OR UPDATE OR DELETE ON product_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_tiles();
CREATE TRIGGER catalog_tiles_variations AFTER INSERT OR UPDATE OR DELETE ON variations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_tiles();
