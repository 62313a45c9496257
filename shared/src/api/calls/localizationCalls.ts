import { isPlainObject } from '../../schemas/repair';
import type { BuyerLocalization, LocalizationDetails } from '../../types/localization';
import type { ApiCall } from '../call';

// Localization's calls as data (call.ts), and the checks of their answers: Node-safe, read by
// the store server too.

/** GET {backend}/v1/buyer_localization?storeSlug — the API reads Accept-Language. */
export const buyerLocalizationCall = (storeSlug: string): ApiCall<BuyerLocalization> => ({
  name: 'Buyer localization',
  host: 'backend',
  path: '/v1/buyer_localization',
  query: { storeSlug },
  retries: 1,
});

/** GET {backend}/v1/localization_details?storeId (as it answers: checked by `usableDetails`). */
export const localizationDetailsCall = (storeSlug: string): ApiCall<unknown> => ({
  name: 'Localization details',
  host: 'backend',
  path: '/v1/localization_details',
  query: { storeId: storeSlug },
  retries: 1,
});

const strings = (o: unknown, keys: string[]) =>
  isPlainObject(o) && keys.every((k) => typeof o[k] === 'string');

const listOf = (v: unknown, keys: string[]) =>
  Array.isArray(v) && v.length > 0 && v.every((o) => strings(o, keys));

/** Localization details as the shell accepts them, or null (then the default set is used). */
export function usableDetails(d: unknown): LocalizationDetails | null {
  if (!isPlainObject(d)) return null;
  return listOf(d.available_locales, ['local_code', 'local_name']) &&
    listOf(d.available_currencies, ['currency', 'symbol']) &&
    listOf(d.available_regions, ['region', 'fulfillment_region'])
    ? (d as unknown as LocalizationDetails)
    : null;
}

/** A buyer localization as the shell accepts it (four strings), or null. */
export function usableBuyer(b: unknown): BuyerLocalization | null {
  return strings(b, ['buyer_region', 'buyer_currency', 'buyer_locale', 'fulfillment_region'])
    ? (b as BuyerLocalization)
    : null;
}
