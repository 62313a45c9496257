import { DEFAULT_STORE_NAME, type Store, type ThemeData } from '@store/shared';

/** Theme meta name, else the theme brand name, else the store API name, else "My Store". */
export function resolveStoreName(theme: ThemeData, store: Store | null): string {
  const pick = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return (
    pick(theme.meta.storeName) ?? pick(theme.brand.name) ?? pick(store?.name) ?? DEFAULT_STORE_NAME
  );
}
