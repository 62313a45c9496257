import { bus, getStore, getTheme, isApiError, type Store, type ThemeData } from '@store/shared';
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
    const store = await getStore(slug);
    return { store: store && typeof store === 'object' ? store : null, notFound: false };
  } catch (e) {
    if (isApiError(e) && e.find('store')) return { store: null, notFound: true };
    console.warn('[shell] store data unavailable', e);
    return { store: null, notFound: false };
  }
}

export async function loadStoreData(slug: string, siteKey: string): Promise<StoreData> {
  const [theme, { store, notFound }] = await Promise.all([loadTheme(siteKey), loadStore(slug)]);
  if (notFound) bus.emit('store:not-found', { slug });
  return { theme, store, notFound, storeName: resolveStoreName(theme, store) };
}
