import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the generated secret is kept: beside the database, so a reseed keeps preview links. */
export const secretFileFor = (dbPath: string) => path.join(path.dirname(dbPath), 'preview-secret');

const MIN_SECRET_CHARS = 32;

/**
 * The secret preview tokens and access sessions are derived from. PREVIEW_SECRET wins; without it a
 * development server generates a random one once and keeps it in `<db dir>/preview-secret`
 * (mode 0600), so restarts and `npm run preview-link` agree. Production (NODE_ENV=production)
 * refuses to start without PREVIEW_SECRET: a secret on local disk would differ between API
 * processes, and one anybody could read from the repository would let anyone mint previews.
 */
export function resolveServerSecret(env: NodeJS.ProcessEnv, dbPath: string): string {
  const given = env.PREVIEW_SECRET?.trim();
  if (given) {
    if (given.length < MIN_SECRET_CHARS)
      throw new Error(`PREVIEW_SECRET must be at least ${MIN_SECRET_CHARS} characters long.`);
    return given;
  }
  if (env.NODE_ENV === 'production')
    throw new Error('PREVIEW_SECRET is required when NODE_ENV=production (32+ random characters).');
  const file = secretFileFor(dbPath);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_SECRET_CHARS) return kept;
  } catch {
    // none yet: generated below
  }
  const fresh = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${fresh}\n`, { mode: 0o600 });
  return fresh;
}
