import { EMAIL_MESSAGE, emailField } from '@store/shared';
import * as yup from 'yup';

/** SPEC §5 Contact: messages quoted exactly. */
export const CONTACT_MESSAGES = {
  orderNumber: 'Please enter your order number',
  email: EMAIL_MESSAGE,
  fullName: 'Please enter your full name',
  reason: 'Please select the reason for your contact',
  message: 'Please tell us why you are contacting us',
} as const;

export const CONTACT_REASONS = [
  { value: 'order-status', label: 'Where is my order?' },
  { value: 'change-order', label: 'Change or cancel my order' },
  { value: 'damaged-or-wrong', label: 'Damaged or wrong item' },
  { value: 'return', label: 'Return or refund' },
  { value: 'billing', label: 'Billing or payment' },
  { value: 'other', label: 'Something else' },
] as const;

export const contactSchema = yup.object({
  orderNumber: yup.string().trim().required(CONTACT_MESSAGES.orderNumber),
  email: emailField(CONTACT_MESSAGES.email),
  fullName: yup.string().trim().required(CONTACT_MESSAGES.fullName),
  reason: yup
    .string()
    .oneOf(
      CONTACT_REASONS.map((r) => r.value),
      CONTACT_MESSAGES.reason,
    )
    .required(CONTACT_MESSAGES.reason),
  message: yup.string().trim().required(CONTACT_MESSAGES.message),
});

/** Form values: reason is '' until a reason is chosen. */
export interface ContactValues {
  orderNumber: string;
  email: string;
  fullName: string;
  reason: string;
  message: string;
}

export const CONTACT_INITIAL_VALUES: ContactValues = {
  orderNumber: '',
  email: '',
  fullName: '',
  reason: '',
  message: '',
};
