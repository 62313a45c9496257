import type { LocalizationDetails } from '@store/shared';

/** One choice of a Preferences select: the value posted or saved, and what the shopper reads. */
export interface PreferenceOption {
  value: string;
  label: string;
}

/**
 * The choices the Preferences offer, from the store's localization details: the modal's selects
 * and the footer's form without script (FooterPreferences) show the same ones.
 */
export function preferenceOptions(details: LocalizationDetails): {
  regions: PreferenceOption[];
  currencies: PreferenceOption[];
  locales: PreferenceOption[];
} {
  return {
    regions: details.available_regions.map((r) => ({ value: r.region, label: r.region })),
    currencies: details.available_currencies.map((c) => ({
      value: c.currency,
      label: `${c.currency} (${c.symbol})`,
    })),
    locales: details.available_locales.map((l) => ({ value: l.local_code, label: l.local_name })),
  };
}
