-- PostgreSQL twin of ../migrations/013_change_subscriptions.sql (kept in step by test/db.test.ts).
CREATE TABLE change_subscriptions (
  url TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
