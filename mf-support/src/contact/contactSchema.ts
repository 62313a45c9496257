import { emailField, enText } from '@store/shared';
import * as yup from 'yup';
import { CONTACT_PAGE_MESSAGES as m } from './messages';

/** SPEC §5 Contact: messages quoted exactly (en; the page passes the shopper's language). */
export const CONTACT_MESSAGES: ContactSchemaMessages = {
  orderNumber: enText(m.orderNumberRequired),
  email: enText(m.emailInvalid),
  fullName: enText(m.fullNameRequired),
  reason: enText(m.reasonRequired),
  message: enText(m.messageRequired),
};

/** The validation messages a contact schema shows, one per field. */
interface ContactSchemaMessages {
  orderNumber: string;
  email: string;
  fullName: string;
  reason: string;
  message: string;
}

/** The reasons, with their labels in en (the page shows them in the shopper's language). */
export const CONTACT_REASONS = [
  { value: 'order-status', label: 'Where is my order?' },
  { value: 'change-order', label: 'Change or cancel my order' },
  { value: 'damaged-or-wrong', label: 'Damaged or wrong item' },
  { value: 'return', label: 'Return or refund' },
  { value: 'billing', label: 'Billing or payment' },
  { value: 'report', label: 'Report this product' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactReason = (typeof CONTACT_REASONS)[number]['value'];

/** A shopper reporting a listing (its 'Report this product' link) may never have ordered. */
const REPORT_REASON = 'report';

/** SPEC §5 Contact, with the given messages (en, the SPEC's, unless told). */
export function contactSchema(messages: ContactSchemaMessages = CONTACT_MESSAGES) {
  return yup.object({
    orderNumber: yup
      .string()
      .trim()
      .when('reason', {
        is: REPORT_REASON,
        then: (s) => s.optional(),
        otherwise: (s) => s.required(messages.orderNumber),
      }),
    email: emailField(messages.email),
    fullName: yup.string().trim().required(messages.fullName),
    reason: yup
      .string()
      .oneOf(
        CONTACT_REASONS.map((r) => r.value),
        messages.reason,
      )
      .required(messages.reason),
    message: yup.string().trim().required(messages.message),
  });
}

/** Form values: reason is '' until a reason is chosen. */
export interface ContactValues {
  orderNumber: string;
  email: string;
  fullName: string;
  reason: string;
  message: string;
}

const CONTACT_INITIAL_VALUES: ContactValues = {
  orderNumber: '',
  email: '',
  fullName: '',
  reason: '',
  message: '',
};

/** The en report text for a listing's path (`contact.reportProduct`). */
const reportInEnglish = (path: string) => enText(m.reportProduct, { path });

/**
 * What /contact?reason=…&listing=… starts with: a known reason is preselected, and a report
 * names the listing's path (a slug from the URL, kept to URL-safe characters), in the words of
 * `reportText` (en unless told).
 */
export function contactInitialValues(
  params: URLSearchParams,
  reportText: (path: string) => string = reportInEnglish,
): ContactValues {
  const reason = params.get('reason') ?? '';
  const known = CONTACT_REASONS.some((r) => r.value === reason);
  const listing = (params.get('listing') ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 200);
  return {
    ...CONTACT_INITIAL_VALUES,
    reason: known ? reason : '',
    message: reason === REPORT_REASON && listing ? reportText(`/${listing}`) : '',
  };
}
