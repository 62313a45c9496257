import path from 'node:path';
import { createPreviewToken, previewLink } from '../lib/preview';
import { resolveServerSecret } from '../lib/serverSecret';

export interface PreviewLinkOptions {
  slug: string;
  hours: number;
  secret: string;
  base: string;
  now: number;
}

/** The token and the store URL carrying it in the hash (`#preview=`), valid for `hours`. */
export function buildPreviewLink(o: PreviewLinkOptions): { token: string; url: string } {
  const hours = Number.isFinite(o.hours) && o.hours > 0 ? o.hours : 24;
  const token = createPreviewToken(o.secret, o.slug, o.now + hours * 3600_000);
  return { token, url: previewLink(o.base, token) };
}

/**
 * `npm run preview-link -- [storeSlug] [hours]` prints a preview token and a store URL carrying it
 * in the hash (the shell reads it and sends it as x-preview-token). Encrypted with the server secret
 * (PREVIEW_SECRET, or the one `npm start` generated beside DB_PATH); the server must use the same.
 */
if (require.main === module) {
  const [slug = process.env.DEFAULT_STORE || 'demo', hours = '24'] = process.argv.slice(2);
  const { token, url } = buildPreviewLink({
    slug,
    hours: Number(hours),
    secret: resolveServerSecret(
      process.env,
      process.env.DB_PATH || path.resolve(__dirname, '..', '..', '..', '.data', 'store.db'),
    ),
    base: process.env.STORE_URL || `http://localhost:${process.env.PORT || 4000}`,
    now: Date.now(),
  });
  console.log(token);
  console.log(url);
}
