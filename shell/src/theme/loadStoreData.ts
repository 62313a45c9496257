import {
  bus,
  getStore,
  getTheme,
  isApiError,
  isPlainObject,
  type Store,
  type ThemeData,
} from '@store/shared';
import { mergeTheme } from './mergeTheme';
import { resolveStoreName } from './storeName';

export interface StoreData {
  theme: ThemeData;
  store: Store | null;
  storeName: string;
  /** The API reported the store as not found (errors[].code 'store'). */
  notFound: boolean;
}

/** Theme by site key (any failure or 404: the default theme, validated field by field). */
export async function loadTheme(siteKey: string): Promise<ThemeData> {
  try {
    return mergeTheme(await getTheme(siteKey));
  } catch (e) {
    if (!(isApiError(e) && e.status === 404))
      console.warn('[shell] theme unavailable; default theme used', e);
    // mergeTheme of nothing is DEFAULT_THEME_DATA without a store name, so the API name can win.
    return mergeTheme(undefined);
  }
}

/** Store data; `notFound` when the API answers with errors.store. */
export async function loadStore(slug: string): Promise<{ store: Store | null; notFound: boolean }> {
  try {
    // fetchJson hands back null for an empty 2xx body.
    const store = (await getStore(slug)) as Store | null;
    return { store: store && typeof store === 'object' ? store : null, notFound: false };
  } catch (e) {
    if (isApiError(e) && e.find('store')) return { store: null, notFound: true };
    console.warn('[shell] store data unavailable', e);
    return { store: null, notFound: false };
  }
}

/**
 * Theme and store from what the store server wrote into the page, when it sent both (a public,
 * unlocked store outside preview): the shell then renders at once, with no round trip. Null when
 * either is missing, so they are fetched.
 */
export function inlineStoreData(inline: { theme?: unknown; store?: unknown }): StoreData | null {
  if (!isPlainObject(inline.theme) || !isPlainObject(inline.store)) return null;
  const theme = mergeTheme(inline.theme);
  const store = inline.store as unknown as Store;
  return { theme, store, notFound: false, storeName: resolveStoreName(theme, store) };
}

export async function loadStoreData(slug: string, siteKey: string): Promise<StoreData> {
  const [theme, { store, notFound }] = await Promise.all([loadTheme(siteKey), loadStore(slug)]);
  if (notFound) bus.emit('store:not-found', { slug });
  return { theme, store, notFound, storeName: resolveStoreName(theme, store) };
}
