-- PostgreSQL twin of ../migrations/010_listing_updated_at.sql (kept in step by test/db.test.ts).
-- When a listing last changed in a way a shopper (or a search engine) would see: its words, design,
-- visibility, a price or a colour. The sitemap's lastmod reads it (issue 13), so a crawler revisits
-- an edited listing; sales (orders_count) and stock do not count as edits. NULL until the first
-- edit: created_at stands in. (PostgreSQL: the same with row-level triggers.)
ALTER TABLE listings ADD COLUMN updated_at TEXT;

CREATE FUNCTION touch_listing(listing TEXT) RETURNS void LANGUAGE sql AS $$
  UPDATE listings SET updated_at = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  WHERE id = listing;
$$;

CREATE FUNCTION listings_touch_on_edit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM touch_listing(NEW.id); RETURN NULL; END;
$$;
CREATE TRIGGER listings_touch_on_edit
AFTER UPDATE OF slug, title, description, design, visibility, preorder ON listings
FOR EACH ROW EXECUTE FUNCTION listings_touch_on_edit();

CREATE FUNCTION listings_touch_on_product_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM touch_listing(NEW.listing_id); RETURN NULL; END;
$$;
CREATE TRIGGER listings_touch_on_product_price
AFTER UPDATE OF price_cents ON products
FOR EACH ROW EXECUTE FUNCTION listings_touch_on_product_price();

CREATE FUNCTION listings_touch_via_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM touch_listing((SELECT listing_id FROM products WHERE id = NEW.product_id)); RETURN NULL; END;
$$;
CREATE TRIGGER listings_touch_on_size_price
AFTER UPDATE OF price_cents ON product_sizes
FOR EACH ROW EXECUTE FUNCTION listings_touch_via_product();
CREATE TRIGGER listings_touch_on_variation_edit
AFTER UPDATE OF color_name, hex, visibility ON variations
FOR EACH ROW EXECUTE FUNCTION listings_touch_via_product();
