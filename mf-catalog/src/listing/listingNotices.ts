import { enText } from '@store/shared';
import { LISTING_MESSAGES } from './messages';

/** SPEC §5: the fan validation notice shows only when orders exceed this and the flag allows. */
export const FAN_VALIDATION_MIN_ORDERS = 100;

export function showsFanValidation(orders: unknown, flag: boolean | undefined): boolean {
  return Boolean(flag) && typeof orders === 'number' && orders > FAN_VALIDATION_MIN_ORDERS;
}

/** Ours: the SPEC names the notice, not its words (en; listing/messages.ts translates it). */
export const FAN_VALIDATION_TEXT = `Fan favorite: more than ${FAN_VALIDATION_MIN_ORDERS} orders`;

/**
 * SPEC §9 holiday messages, December 2023 only: a digital product arrives within 5 hours until
 * the 25th; physical orders reach 25 December with standard shipping on the 1st–5th, rush on
 * the 6th–8th and super rush on the 9th–10th. Nothing outside those days. Read in the shopper's
 * local calendar, the way they read "by 12/25".
 */
export type HolidayNoteKind = 'digital' | 'standard' | 'rush' | 'superRush';

/** Which holiday message shows on `now` (the view translates it), or none. */
export function holidayNoteKind(now: Date, digital: boolean): HolidayNoteKind | null {
  if (now.getFullYear() !== 2023 || now.getMonth() !== 11) return null;
  const day = now.getDate();
  if (digital) return day <= 25 ? 'digital' : null;
  return day <= 5 ? 'standard' : day <= 8 ? 'rush' : day <= 10 ? 'superRush' : null;
}

/** The holiday messages' en text (listing/messages.ts holds them in every locale). */
export const HOLIDAY_NOTE_MESSAGES = {
  digital: LISTING_MESSAGES.holidayDigital,
  standard: LISTING_MESSAGES.holidayStandard,
  rush: LISTING_MESSAGES.holidayRush,
  superRush: LISTING_MESSAGES.holidaySuperRush,
} as const;

/** The holiday message in en (see `holidayNoteKind`). */
export function holidayNote(now: Date, digital: boolean): string | null {
  const kind = holidayNoteKind(now, digital);
  return kind ? enText(HOLIDAY_NOTE_MESSAGES[kind]) : null;
}
