-- PostgreSQL twin of ../migrations/005_payment_providers.sql (kept in step by test/db.test.ts).
-- Which provider holds a payment (sandbox, stripe, paypal) and its reference there, so the same
-- payments table serves the built-in sandbox and the real providers. Refund bookkeeping lets a
-- payment whose checkout could not become an order be returned exactly once.
ALTER TABLE payments ADD COLUMN provider TEXT NOT NULL DEFAULT 'sandbox';
ALTER TABLE payments ADD COLUMN provider_ref TEXT;
ALTER TABLE payments ADD COLUMN capture_ref TEXT;
ALTER TABLE payments ADD COLUMN redirect_url TEXT;
ALTER TABLE payments ADD COLUMN attempts BIGINT NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN refunded_at TEXT;
CREATE INDEX payments_by_checkout ON payments (checkout_id, state);
