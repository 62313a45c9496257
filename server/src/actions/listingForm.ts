import { randomUUID } from 'node:crypto';
import { ACTION_ID_PARAM, ADDED_QUANTITY_PARAM } from '@store/shared/src/early/analyticsIds';

/** A listing's slug and the ids a SKU is made of, as any commerce API may spell them. */
const SLUG = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$' } as const;
const ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;

/**
 * What the listing's add-to-cart form posts (mf-catalog `listing/ListingView.tsx` names the same
 * fields): the listing slug, the product, colour and size picked, and the quantity (1–99, as the
 * cart stores it). Checked for their shape only (the API decides what they name); other fields are
 * ignored.
 */
export interface AddToCartForm {
  slug: string;
  pid: string;
  variation: string;
  size: string;
  quantity?: string;
}

export const addToCartFormSchema = {
  type: 'object',
  required: ['slug', 'pid', 'variation', 'size'],
  properties: {
    slug: SLUG,
    pid: ID,
    variation: ID,
    size: ID,
    quantity: { type: 'string', pattern: '^[1-9][0-9]?$' },
  },
} as const;

/** Why the listing page is shown again after a post: it words the notice (mf-catalog). */
export type ListingNotice = 'added' | 'out-of-stock' | 'unavailable';

/**
 * The listing page showing these ids (mf-catalog `listingUrl`'s form) and the post's outcome. An
 * add also says how many were added and gives the action a one-time id: the page it lands on
 * pushes the add_to_cart the live page would have (shared's paint events), once per id.
 */
export function listingPageUrl(form: AddToCartForm, notice: ListingNotice): string {
  const qs = new URLSearchParams({ pid: form.pid, variation: form.variation, size: form.size });
  if (notice === 'added') {
    qs.set(ADDED_QUANTITY_PARAM, form.quantity ?? '1');
    qs.set(ACTION_ID_PARAM, randomUUID().replace(/-/g, '').slice(0, 16));
  }
  qs.set('notice', notice);
  return `/listing/${encodeURIComponent(form.slug)}?${qs.toString()}`;
}
