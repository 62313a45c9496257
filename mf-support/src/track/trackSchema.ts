import * as yup from 'yup';

export const ORDER_NUMBER_MESSAGE = 'Please enter your order number';

export const trackSchema = yup.object({
  orderNumber: yup.string().trim().required(ORDER_NUMBER_MESSAGE),
});
