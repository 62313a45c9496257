-- The store servers registered for change events (changes/): each POSTs here every few minutes
-- (a subscription lapses unless renewed), so a server that went away stops being called.
CREATE TABLE change_subscriptions (
  url TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
