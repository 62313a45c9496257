import * as S from '../../lib/schemas';

/**
 * What the listing's add-to-cart form posts (mf-catalog `listing/ListingView.tsx` names the same
 * fields): the listing slug, the product, colour and size picked, and the quantity (1–99, as the
 * cart stores it). Checked with the API's own schemas; other fields are ignored.
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
    slug: S.slug,
    pid: S.id,
    variation: S.id,
    size: S.id,
    quantity: { type: 'string', pattern: '^[1-9][0-9]?$' },
  },
} as const;

/** Why the listing page is shown again after a post: it words the notice (mf-catalog). */
export type ListingNotice = 'added' | 'out-of-stock' | 'unavailable';

/** The listing page showing these ids (mf-catalog `listingUrl`'s form) and the post's outcome. */
export function listingPageUrl(form: AddToCartForm, notice: ListingNotice): string {
  const qs = new URLSearchParams({ pid: form.pid, variation: form.variation, size: form.size });
  qs.set('notice', notice);
  return `/listing/${encodeURIComponent(form.slug)}?${qs.toString()}`;
}
