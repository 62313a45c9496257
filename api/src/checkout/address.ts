import type { Address, AddressVerification } from '@store/shared/src/types';
import { US_STATES } from './geo';

/** USPS street suffixes we standardize: abbreviation -> full word. */
const SUFFIXES: Record<string, string> = {
  st: 'Street',
  ave: 'Avenue',
  av: 'Avenue',
  blvd: 'Boulevard',
  rd: 'Road',
  dr: 'Drive',
  ln: 'Lane',
  ct: 'Court',
  pl: 'Place',
  pkwy: 'Parkway',
  hwy: 'Highway',
  ter: 'Terrace',
  cir: 'Circle',
  sq: 'Square',
  trl: 'Trail',
  way: 'Way',
};

const titleWord = (w: string) => (/^[a-z]+$/.test(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w);

/** Standardizes a street line: expands suffix abbreviations ("pkwy", "St.") and capitalizes lower-case words. */
function standardizeStreet(line: string): string {
  const words = line.trim().split(/\s+/);
  return words
    .map((w, i) => {
      const bare = w.replace(/\.$/, '').toLowerCase();
      if (i > 0 && SUFFIXES[bare] && w !== SUFFIXES[bare]) return SUFFIXES[bare];
      return titleWord(w);
    })
    .join(' ');
}

const standardizeCity = (c: string) => c.trim().split(/\s+/).map(titleWord).join(' ');

/**
 * The sandbox verification rule (deterministic, documented in README):
 * - non-US addresses: 'valid' (not verified);
 * - US zip not 5 digits (or ZIP+4) or unknown state code: 'invalidWithoutSuggestion';
 * - state name not matching the state code: 'invalidWithSuggestion' (suggests the right name);
 * - a street suffix abbreviation or an all-lower-case word in the street or city: 'suggestion'
 *   with the standardized address ("1600 amphitheatre pkwy" -> "1600 Amphitheatre Parkway");
 * - otherwise 'valid'.
 */
export function verifyAddress(a: Address): AddressVerification {
  if (a.countryCode.toUpperCase() !== 'US')
    return { status: 'valid', suggestions: [], message: null };
  const stateName = US_STATES[a.stateCode.toUpperCase()];
  if (!/^\d{5}(-\d{4})?$/.test(a.zip.trim())) {
    return {
      status: 'invalidWithoutSuggestion',
      suggestions: [],
      message: 'Please enter a valid zipcode',
    };
  }
  if (!stateName) {
    return {
      status: 'invalidWithoutSuggestion',
      suggestions: [],
      message: 'Please select your state',
    };
  }
  if (
    a.state.trim().toLowerCase() !== stateName.toLowerCase() &&
    a.state.trim().toUpperCase() !== a.stateCode.toUpperCase()
  ) {
    return {
      status: 'invalidWithSuggestion',
      suggestions: [{ ...a, state: stateName, stateCode: a.stateCode.toUpperCase() }],
      message: 'The state does not match the state code.',
    };
  }
  const suggestion: Address = {
    ...a,
    address1: standardizeStreet(a.address1),
    city: standardizeCity(a.city),
    state: stateName,
    stateCode: a.stateCode.toUpperCase(),
    zip: a.zip.trim(),
  };
  if (suggestion.address1 !== a.address1.trim() || suggestion.city !== a.city.trim()) {
    return { status: 'suggestion', suggestions: [suggestion], message: null };
  }
  return { status: 'valid', suggestions: [], message: null };
}
