import { enText, ORDER_RECOVERY_DAYS } from '@store/shared';
import { RECOVER_MESSAGES } from './messages';

/** SPEC §7 Orders: the success text of the recover form, in en (the page shows `recover.success`). */
export const recoverSuccessMessage = (email: string) =>
  `We have sent an email to ${email} detailing your orders during the past ${ORDER_RECOVERY_DAYS} days.`;

/**
 * Used only when the server fails without saying why. The epic stores this en text; the page shows
 * it in the shopper's language (`recover.fallbackError`), a server's own text as written.
 */
export const RECOVER_FALLBACK_ERROR = enText(RECOVER_MESSAGES.fallbackError);
