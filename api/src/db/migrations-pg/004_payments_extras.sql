-- PostgreSQL twin of ../migrations/004_payments_extras.sql (kept in step by test/db.test.ts).
-- Sandbox redirect / wallet approvals (PayPal, Afterpay, Google Pay, Apple Pay) and persisted carts.
CREATE TABLE payment_approvals (
  payment_id TEXT PRIMARY KEY REFERENCES payments(id),
  payment_method TEXT NOT NULL,
  return_url TEXT NOT NULL,
  payer_name TEXT,
  payer_email TEXT,
  wallet_type TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE carts (
  store_id TEXT NOT NULL REFERENCES stores(id),
  token TEXT NOT NULL,
  items_json TEXT NOT NULL,
  region TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (store_id, token)
);
