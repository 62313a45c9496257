-- PostgreSQL twin of ../migrations/001_init.sql (kept in step by test/db.test.ts).
-- Initial schema. Portable SQL (SQLite + PostgreSQL): TEXT/BIGINT columns, money in integer cents,
-- booleans as 0/1 integers, JSON documents as TEXT, timestamps as ISO-8601 TEXT.

CREATE TABLE stores (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  seller_id TEXT NOT NULL,
  seller_token TEXT NOT NULL,
  region TEXT NOT NULL,
  currency TEXT NOT NULL,
  order_prefix TEXT NOT NULL,
  access_code TEXT,
  social_json TEXT NOT NULL,
  pixels_json TEXT NOT NULL,
  theme_json TEXT NOT NULL
);

CREATE TABLE collections (
  id TEXT PRIMARY KEY,
  store_id TEXT NOT NULL REFERENCES stores(id),
  parent_id TEXT REFERENCES collections(id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  position BIGINT NOT NULL,
  UNIQUE (store_id, slug)
);

CREATE TABLE blanks (
  id TEXT PRIMARY KEY,
  product_type TEXT NOT NULL,
  name TEXT NOT NULL,
  digital BIGINT NOT NULL,
  details_json TEXT
);

CREATE TABLE sizes (
  id TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  position BIGINT NOT NULL
);

CREATE TABLE listings (
  id TEXT PRIMARY KEY,
  store_id TEXT NOT NULL REFERENCES stores(id),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  design TEXT NOT NULL,
  visibility TEXT NOT NULL,
  preorder BIGINT NOT NULL,
  orders_count BIGINT NOT NULL,
  position BIGINT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (store_id, slug)
);

CREATE TABLE listing_collections (
  listing_id TEXT NOT NULL REFERENCES listings(id),
  collection_id TEXT NOT NULL REFERENCES collections(id),
  PRIMARY KEY (listing_id, collection_id)
);

-- A blank offered in a listing (the "product" of the front end).
CREATE TABLE products (
  id TEXT PRIMARY KEY,
  listing_id TEXT NOT NULL REFERENCES listings(id),
  blank_id TEXT NOT NULL REFERENCES blanks(id),
  position BIGINT NOT NULL,
  price_cents BIGINT NOT NULL
);

CREATE TABLE product_sizes (
  product_id TEXT NOT NULL REFERENCES products(id),
  size_id TEXT NOT NULL REFERENCES sizes(id),
  price_cents BIGINT NOT NULL,
  PRIMARY KEY (product_id, size_id)
);

-- A colour of a product (the colorId of a SKU; unique across the catalog).
CREATE TABLE variations (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products(id),
  color_name TEXT NOT NULL,
  hex TEXT NOT NULL,
  visibility TEXT NOT NULL,
  position BIGINT NOT NULL
);

CREATE TABLE inventory (
  variation_id TEXT NOT NULL REFERENCES variations(id),
  size_id TEXT NOT NULL REFERENCES sizes(id),
  quantity BIGINT NOT NULL,
  PRIMARY KEY (variation_id, size_id)
);

CREATE TABLE promo_codes (
  store_id TEXT NOT NULL REFERENCES stores(id),
  code TEXT NOT NULL,
  type TEXT NOT NULL,
  amount BIGINT,
  currency TEXT,
  advertised BIGINT NOT NULL,
  active BIGINT NOT NULL,
  PRIMARY KEY (store_id, code)
);

CREATE TABLE checkouts (
  id TEXT PRIMARY KEY,
  store_id TEXT NOT NULL REFERENCES stores(id),
  state TEXT NOT NULL,
  platform TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  customer_json TEXT,
  ship_country TEXT,
  ship_state TEXT,
  delivery_option_id TEXT,
  promo_code TEXT,
  marketing_opt_in BIGINT NOT NULL,
  traffic_source TEXT,
  affiliate TEXT,
  payment_id TEXT,
  order_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE checkout_items (
  checkout_id TEXT NOT NULL REFERENCES checkouts(id),
  position BIGINT NOT NULL,
  sku TEXT NOT NULL,
  listing_id TEXT NOT NULL REFERENCES listings(id),
  product_id TEXT NOT NULL REFERENCES products(id),
  variation_id TEXT NOT NULL REFERENCES variations(id),
  size_id TEXT NOT NULL REFERENCES sizes(id),
  quantity BIGINT NOT NULL,
  unit_price_cents BIGINT NOT NULL,
  PRIMARY KEY (checkout_id, position)
);

CREATE TABLE payment_methods (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month BIGINT NOT NULL,
  exp_year BIGINT NOT NULL,
  holder_name TEXT NOT NULL,
  outcome TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  checkout_id TEXT NOT NULL REFERENCES checkouts(id),
  payment_method_id TEXT REFERENCES payment_methods(id),
  token TEXT NOT NULL,
  platform TEXT NOT NULL,
  amount_cents BIGINT NOT NULL,
  currency TEXT NOT NULL,
  state TEXT NOT NULL,
  error_code TEXT,
  error_message TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  checkout_id TEXT NOT NULL UNIQUE REFERENCES checkouts(id),
  store_id TEXT NOT NULL REFERENCES stores(id),
  order_number TEXT NOT NULL UNIQUE,
  lookup_number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  shipping_method TEXT NOT NULL,
  total_cents BIGINT NOT NULL,
  currency TEXT NOT NULL,
  customer_name TEXT NOT NULL,
  email TEXT NOT NULL,
  payment_id TEXT NOT NULL REFERENCES payments(id),
  arrival_early TEXT,
  arrival_late TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE order_items (
  order_id TEXT NOT NULL REFERENCES orders(id),
  position BIGINT NOT NULL,
  sku TEXT NOT NULL,
  title TEXT NOT NULL,
  quantity BIGINT NOT NULL,
  price_cents BIGINT NOT NULL,
  color_name TEXT NOT NULL,
  size_label TEXT NOT NULL,
  image TEXT NOT NULL,
  PRIMARY KEY (order_id, position)
);

CREATE TABLE sequences (
  name TEXT PRIMARY KEY,
  value BIGINT NOT NULL
);

CREATE TABLE preorders (
  id TEXT PRIMARY KEY,
  fields_json TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX idx_listings_store ON listings (store_id, visibility, position);
CREATE INDEX idx_products_listing ON products (listing_id, position);
CREATE INDEX idx_variations_product ON variations (product_id, position);
CREATE INDEX idx_collections_store ON collections (store_id, position);
CREATE INDEX idx_listing_collections_collection ON listing_collections (collection_id);
CREATE INDEX idx_payments_checkout ON payments (checkout_id);
