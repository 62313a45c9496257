-- When a listing last changed in a way a shopper (or a search engine) would see: its words, design,
-- visibility, a price or a colour. The sitemap's lastmod reads it (issue 13), so a crawler revisits
-- an edited listing; sales (orders_count) and stock do not count as edits. NULL until the first
-- edit: created_at stands in. (PostgreSQL: the same with row-level triggers.)
ALTER TABLE listings ADD COLUMN updated_at TEXT;

CREATE TRIGGER listings_touch_on_edit
AFTER UPDATE OF slug, title, description, design, visibility, preorder ON listings
BEGIN
  UPDATE listings SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;

CREATE TRIGGER listings_touch_on_product_price
AFTER UPDATE OF price_cents ON products
BEGIN
  UPDATE listings SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.listing_id;
END;

CREATE TRIGGER listings_touch_on_size_price
AFTER UPDATE OF price_cents ON product_sizes
BEGIN
  UPDATE listings SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE id = (SELECT listing_id FROM products WHERE id = NEW.product_id);
END;

CREATE TRIGGER listings_touch_on_variation_edit
AFTER UPDATE OF color_name, hex, visibility ON variations
BEGIN
  UPDATE listings SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE id = (SELECT listing_id FROM products WHERE id = NEW.product_id);
END;
