import { enText } from '@store/shared';
import * as yup from 'yup';
import { TRACK_MESSAGES } from './messages';

export const ORDER_NUMBER_MESSAGE = enText(TRACK_MESSAGES.orderNumberRequired);

/** SPEC §5 Track: the order number is required; the message in en unless one is given. */
export function trackSchema(orderNumberMessage: string = ORDER_NUMBER_MESSAGE) {
  return yup.object({
    orderNumber: yup.string().trim().required(orderNumberMessage),
  });
}
