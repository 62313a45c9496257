-- PostgreSQL twin of ../migrations/008_newsletter.sql (kept in step by test/db.test.ts).
-- Newsletter signups (the reference stand-in for the marketing-forms embed, SPEC §9).
-- One row per store and email: signing up twice is the same signup.
CREATE TABLE newsletter_signups (
  store_id TEXT NOT NULL REFERENCES stores (id),
  email TEXT NOT NULL,
  source TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (store_id, email)
);
