import * as yup from 'yup';

export const ORDER_NUMBER_MESSAGE = 'Please enter your order number';

/** SPEC §5 Track: the order number is required; the message in en unless one is given. */
export function trackSchema(orderNumberMessage: string = ORDER_NUMBER_MESSAGE) {
  return yup.object({
    orderNumber: yup.string().trim().required(orderNumberMessage),
  });
}
