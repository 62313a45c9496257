-- PostgreSQL twin of ../migrations/002_theme_drafts.sql (kept in step by test/db.test.ts).
-- Unpublished theme data (SPEC §1 preview mode): a partial ThemeData deep-merged over the published
-- theme, served only to a request with a valid preview token for the store. Keyed by store slug
-- (not id) so the demo draft can ship with the schema: migrations run before the seed.
CREATE TABLE theme_drafts (
  store_slug TEXT PRIMARY KEY,
  theme_json TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

INSERT INTO theme_drafts (store_slug, theme_json, updated_at) VALUES (
  'demo',
  '{"content":{"heroBanner":{"title":"Kelp Forest Collection: coming soon","subtitle":"A first look at next season''s prints."}}}',
  '2025-03-01T00:00:00.000Z'
);
