import { createAction } from '@reduxjs/toolkit';

/** The thank-you page is showing `orderNumber`; `cartId` is the checkout its order is read by. */
export const thankYouShown = createAction<{ orderNumber: string; cartId: string }>(
  'thankyou/thankYouShown',
);

/** The thank-you page is gone: a purchase not reported yet is not reported by it. */
export const thankYouLeft = createAction('thankyou/thankYouLeft');
