import { loadOnce } from '@store/shared';
import type { CountryCode } from 'libphonenumber-js';

type PhoneNumbers = typeof import('libphonenumber-js');

// libphonenumber-js with its metadata is 28.6 KB gzip and 120 KB of script to run: it is fetched
// when the shopper first works on the address form (or a number is first checked), not with the
// checkout page, whose first load and blocking time it weighed on (issue 28). A failed fetch is
// asked for again by the next check.
export const loadPhoneNumbers: () => Promise<PhoneNumbers> = loadOnce(
  () => import(/* webpackChunkName: "phone-numbers" */ 'libphonenumber-js'),
);

/** Starts fetching the library ahead of the first check (the address form's first focus). */
export function warmPhoneNumbers(): void {
  loadPhoneNumbers().catch(() => {
    // The check that needs it asks again.
  });
}

/** The selected country as a libphonenumber country, US when it has no numbering plan. */
export function phoneCountry(lib: PhoneNumbers, code: string | null | undefined): CountryCode {
  return code && lib.getCountries().includes(code as CountryCode) ? (code as CountryCode) : 'US';
}

/**
 * SPEC §5: a valid international number; a number typed without `+` is read in the selected
 * country's plan (US by default), so "020 7946 0958" passes for GB and fails for US. False while
 * the library cannot be fetched: the form never passes a number it could not check, and the next
 * check fetches again.
 */
export async function isValidPhone(
  value: string | undefined | null,
  countryCode = 'US',
): Promise<boolean> {
  if (!value) return false;
  try {
    const lib = await loadPhoneNumbers();
    return lib.isValidPhoneNumber(value, phoneCountry(lib, countryCode));
  } catch {
    return false;
  }
}
