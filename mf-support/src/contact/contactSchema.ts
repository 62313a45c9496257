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
  { value: 'report', label: 'Report this product' },
  { value: 'other', label: 'Something else' },
] as const;

/** A shopper reporting a listing (its 'Report this product' link) may never have ordered. */
const REPORT_REASON = 'report';

export const contactSchema = yup.object({
  orderNumber: yup
    .string()
    .trim()
    .when('reason', {
      is: REPORT_REASON,
      then: (s) => s.optional(),
      otherwise: (s) => s.required(CONTACT_MESSAGES.orderNumber),
    }),
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

/**
 * What /contact?reason=…&listing=… starts with: a known reason is preselected, and a report
 * names the listing's path (a slug from the URL, kept to URL-safe characters).
 */
export function contactInitialValues(params: URLSearchParams): ContactValues {
  const reason = params.get('reason') ?? '';
  const known = CONTACT_REASONS.some((r) => r.value === reason);
  const listing = (params.get('listing') ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 200);
  return {
    ...CONTACT_INITIAL_VALUES,
    reason: known ? reason : '',
    message:
      reason === REPORT_REASON && listing
        ? `I would like to report this product: /${listing}\n`
        : '',
  };
}
