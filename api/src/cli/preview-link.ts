import { DEV_PREVIEW_SECRET } from '../app';
import { createPreviewToken } from '../lib/preview';

/**
 * `npm run preview-link -- [storeSlug] [hours]` prints a preview token and a store URL carrying it
 * in the hash (the shell reads it and sends it as x-preview-token). Signed with PREVIEW_SECRET.
 */
const [slug = process.env.DEFAULT_STORE || 'demo', hours = '24'] = process.argv.slice(2);
const secret = process.env.PREVIEW_SECRET || DEV_PREVIEW_SECRET;
const token = createPreviewToken(secret, slug, Date.now() + Number(hours) * 3600_000);
const base = process.env.STORE_URL || `http://localhost:${process.env.PORT || 4000}`;
console.log(token);
console.log(`${base}/#preview=${encodeURIComponent(token)}`);
