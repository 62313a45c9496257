-- PostgreSQL twin of ../migrations/009_currencies.sql (kept in step by test/db.test.ts).
-- Prices live in USD cents in the catalog; the API converts them into the shopper's currency
-- (SPEC §9: USD, GBP, EUR, AUD, CAD) with this table, which it owns. Seeded here with reference
-- rates; an operator replaces them with CURRENCY_RATES (api/README.md) or an UPDATE. `per_usd` is
-- how many units of the currency one US dollar buys.
CREATE TABLE currency_rates (
  currency TEXT PRIMARY KEY CHECK (length(currency) = 3 AND currency = upper(currency)),
  per_usd DOUBLE PRECISION NOT NULL CHECK (per_usd > 0),
  updated_at TEXT NOT NULL
);
INSERT INTO currency_rates (currency, per_usd, updated_at) VALUES
  ('USD', 1, '2026-11-01T00:00:00.000Z'),
  ('GBP', 0.79, '2026-11-01T00:00:00.000Z'),
  ('EUR', 0.92, '2026-11-01T00:00:00.000Z'),
  ('AUD', 1.53, '2026-11-01T00:00:00.000Z'),
  ('CAD', 1.38, '2026-11-01T00:00:00.000Z');

-- A checkout is priced in one currency for its whole life, at the rate of its creation, so the
-- total a shopper agreed to cannot move under them; unit prices in checkout_items are in it.
ALTER TABLE checkouts ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD';
ALTER TABLE checkouts ADD COLUMN currency_rate DOUBLE PRECISION NOT NULL DEFAULT 1;
