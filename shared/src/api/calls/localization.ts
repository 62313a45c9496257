import { DEFAULT_LOCALIZATION_DETAILS } from '../../i18n/localeLists';
import type { BuyerLocalization, LocalizationDetails } from '../../types/localization';
import { send } from '../send';
import { buyerLocalizationCall, localizationDetailsCall, usableDetails } from './localizationCalls';

export * from './localizationCalls';

export const getBuyerLocalization = (storeSlug: string): Promise<BuyerLocalization> =>
  send(buyerLocalizationCall(storeSlug));

/**
 * GET {backend}/v1/localization_details?storeId — the store's locales, currencies and regions;
 * SPEC §7: the default set when the call fails or answers something else.
 */
export async function getLocalizationDetails(storeSlug: string): Promise<LocalizationDetails> {
  try {
    const d = usableDetails(await send(localizationDetailsCall(storeSlug)));
    if (d) return d;
    console.warn('[localization] malformed localization details; using the default set');
  } catch (e) {
    console.warn('[localization] details failed; using the default set', e);
  }
  return DEFAULT_LOCALIZATION_DETAILS;
}
