import { DEFAULT_THEME_COLORS } from '@store/shared/src/ui/defaultColors';
import {
  STORE_TAGS_DATA_ID,
  STORE_TAGS_PATH,
  storeTagsOf,
  type StoreTags,
  type StoreTagsData,
} from '@store/shared/src/ssr/storeTags/tagSettings';
import type { Store } from '@store/shared/src/types';
import { scriptSafeJson } from '../scriptSafeJson';
import { consentWordsFor } from './consentWords';

/** A store's tags on its pages: the head's data block and script, and what the CSP must allow. */
export interface StoreTagsBlock {
  tags: StoreTags;
  /** The data block and `store-tags.js` (deferred: it runs after the page is parsed). */
  html: string;
}

/** A colour from the theme, or the default's: the banner sets it through the CSSOM only. */
function colourOf(theme: unknown, key: 'background' | 'text'): string {
  const colors = (theme as { styles?: { colors?: Record<string, unknown> } } | null)?.styles
    ?.colors;
  const value = colors?.[key];
  return typeof value === 'string' && value.length <= 64 ? value : DEFAULT_THEME_COLORS[key];
}

/**
 * What a page of the store needs for its tags (SPEC §7: a tag manager, an analytics service,
 * social ad pixels), from its record's `marketingPixels` as the API answers it; null when it
 * configures none or there is no record (a locked store's page, before its access code: the page
 * then loads no tag, and its CSP names no tag host).
 */
export function storeTagsBlock(
  record: Pick<Store, 'slug' | 'marketingPixels'> | undefined,
  locale: string,
  theme: unknown,
  /** The script's address at its version (entryVersions.ts). */
  versioned: (path: string) => string = (p) => p,
): StoreTagsBlock | null {
  if (!record) return null;
  const tags = storeTagsOf(record.marketingPixels);
  if (!tags) return null;
  const data: StoreTagsData = {
    ...tags,
    store: record.slug,
    words: consentWordsFor(locale),
    colors: { background: colourOf(theme, 'background'), text: colourOf(theme, 'text') },
  };
  return {
    tags,
    // `src` before `defer`: afterPaint.ts holds the page's own `<script defer src=…>` (the
    // shell's entry), and this one must never be taken for it.
    html: `<script id="${STORE_TAGS_DATA_ID}" type="application/json">${scriptSafeJson(data)}</script><script src="${versioned(STORE_TAGS_PATH)}" defer></script>`,
  };
}
