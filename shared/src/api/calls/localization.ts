import { DEFAULT_LOCALIZATION_DETAILS } from '../../i18n/localeLists';
import { isPlainObject } from '../../schemas/repair';
import type { BuyerLocalization, LocalizationDetails } from '../../types/localization';
import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';

const backend = () => getRuntimeConfig().hosts.backend;

/** GET {backend}/v1/buyer_localization?storeSlug — the API reads Accept-Language. */
export function getBuyerLocalization(storeSlug: string): Promise<BuyerLocalization> {
  return fetchJson(
    'Buyer localization',
    withQuery(`${backend()}/v1/buyer_localization`, { storeSlug }),
    { retries: 1 },
  );
}

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

/**
 * GET {backend}/v1/localization_details?storeId — the store's locales, currencies and regions;
 * SPEC §7: the default set when the call fails or answers something else.
 */
export async function getLocalizationDetails(storeSlug: string): Promise<LocalizationDetails> {
  try {
    const d = usableDetails(
      await fetchJson<unknown>(
        'Localization details',
        withQuery(`${backend()}/v1/localization_details`, { storeId: storeSlug }),
        { retries: 1 },
      ),
    );
    if (d) return d;
    console.warn('[localization] malformed localization details; using the default set');
  } catch (e) {
    console.warn('[localization] details failed; using the default set', e);
  }
  return DEFAULT_LOCALIZATION_DETAILS;
}
