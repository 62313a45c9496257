-- What the search file of a store (the product JSON, catalog/productCache.ts) is built from changed:
-- every catalog write but stock, which tiles do not show. The file's freshness check reads it, so a
-- price or title written through any connection or process rewrites the file on its next request,
-- while the sales traffic's inventory writes leave it alone (catalog_version.value, which the page
-- cache follows, counts those too).
ALTER TABLE catalog_version ADD COLUMN tiles INTEGER NOT NULL DEFAULT 0;
CREATE TRIGGER catalog_tiles_stores_insert AFTER INSERT ON stores
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_stores_update AFTER UPDATE ON stores
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_stores_delete AFTER DELETE ON stores
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_collections_insert AFTER INSERT ON collections
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_collections_update AFTER UPDATE ON collections
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_collections_delete AFTER DELETE ON collections
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_blanks_insert AFTER INSERT ON blanks
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_blanks_update AFTER UPDATE ON blanks
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_blanks_delete AFTER DELETE ON blanks
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_sizes_insert AFTER INSERT ON sizes
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_sizes_update AFTER UPDATE ON sizes
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_sizes_delete AFTER DELETE ON sizes
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_listings_insert AFTER INSERT ON listings
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_listings_update AFTER UPDATE ON listings
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_listings_delete AFTER DELETE ON listings
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_listing_collections_insert AFTER INSERT ON listing_collections
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_listing_collections_update AFTER UPDATE ON listing_collections
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_listing_collections_delete AFTER DELETE ON listing_collections
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_products_insert AFTER INSERT ON products
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_products_update AFTER UPDATE ON products
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_products_delete AFTER DELETE ON products
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_product_sizes_insert AFTER INSERT ON product_sizes
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_product_sizes_update AFTER UPDATE ON product_sizes
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_product_sizes_delete AFTER DELETE ON product_sizes
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_variations_insert AFTER INSERT ON variations
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_variations_update AFTER UPDATE ON variations
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_tiles_variations_delete AFTER DELETE ON variations
BEGIN UPDATE catalog_version SET tiles = tiles + 1 WHERE id = 1; END;
