import type { Db } from '../db';

/** How long a registration holds unless renewed (a store server renews well within it). */
export const SUBSCRIPTION_TTL_MS = 60 * 60 * 1000;

/** Registers (or renews) a store server's address for change events; returns when it lapses. */
export async function subscribe(db: Db, url: string, now: Date): Promise<Date> {
  const expires = new Date(now.getTime() + SUBSCRIPTION_TTL_MS);
  await db.run(
    `INSERT INTO change_subscriptions (url, expires_at, created_at) VALUES (?, ?, ?)
     ON CONFLICT (url) DO UPDATE SET expires_at = excluded.expires_at`,
    [url, expires.toISOString(), now.toISOString()],
  );
  return expires;
}

/** The addresses registered and not lapsed (lapsed ones are removed on the way). */
export async function liveSubscribers(db: Db, now: Date): Promise<string[]> {
  const at = now.toISOString();
  await db.run('DELETE FROM change_subscriptions WHERE expires_at <= ?', [at]);
  const rows = await db.all<{ url: string }>(
    'SELECT url FROM change_subscriptions WHERE expires_at > ? ORDER BY url',
    [at],
  );
  return rows.map((r) => r.url);
}
