-- A catalog version bumped by any write to a table the product pages are built from, so cached
-- page bodies are keyed on exactly the data they show: checkouts, carts and payments never bump it,
-- and writes from any connection or process do. (PostgreSQL: the same with one statement-level
-- trigger function per table.)
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  value INTEGER NOT NULL
);
INSERT INTO catalog_version (id, value) VALUES (1, 0);

CREATE TRIGGER catalog_version_stores_insert AFTER INSERT ON stores
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_stores_update AFTER UPDATE ON stores
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_stores_delete AFTER DELETE ON stores
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_collections_insert AFTER INSERT ON collections
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_collections_update AFTER UPDATE ON collections
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_collections_delete AFTER DELETE ON collections
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_blanks_insert AFTER INSERT ON blanks
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_blanks_update AFTER UPDATE ON blanks
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_blanks_delete AFTER DELETE ON blanks
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_sizes_insert AFTER INSERT ON sizes
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_sizes_update AFTER UPDATE ON sizes
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_sizes_delete AFTER DELETE ON sizes
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_listings_insert AFTER INSERT ON listings
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_listings_update AFTER UPDATE ON listings
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_listings_delete AFTER DELETE ON listings
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_listing_collections_insert AFTER INSERT ON listing_collections
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_listing_collections_update AFTER UPDATE ON listing_collections
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_listing_collections_delete AFTER DELETE ON listing_collections
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_products_insert AFTER INSERT ON products
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_products_update AFTER UPDATE ON products
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_products_delete AFTER DELETE ON products
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_product_sizes_insert AFTER INSERT ON product_sizes
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_product_sizes_update AFTER UPDATE ON product_sizes
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_product_sizes_delete AFTER DELETE ON product_sizes
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_variations_insert AFTER INSERT ON variations
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_variations_update AFTER UPDATE ON variations
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_variations_delete AFTER DELETE ON variations
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_inventory_insert AFTER INSERT ON inventory
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_inventory_update AFTER UPDATE ON inventory
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
CREATE TRIGGER catalog_version_inventory_delete AFTER DELETE ON inventory
BEGIN UPDATE catalog_version SET value = value + 1 WHERE id = 1; END;
