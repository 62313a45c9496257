import { ORDER_RECOVERY_DAYS } from '@store/shared';

/** SPEC §7 Orders: the success text of the recover form, in en (the page shows `recover.success`). */
export const recoverSuccessMessage = (email: string) =>
  `We have sent an email to ${email} detailing your orders during the past ${ORDER_RECOVERY_DAYS} days.`;
