import { EMAIL_MESSAGE } from '@store/shared';

/** Ours: the SPEC gives the pre-order form no texts beyond its messages (en; see messages.ts). */
export const PREORDER_TEXT = {
  title: 'Pre-order',
  intro: "Tell us where to send it. We'll email you before it ships.",
  submit: 'Submit',
  submitting: 'Sending…',
  sent: "Thanks! Your pre-order is in. We'll email you before it ships.",
  failed: "We couldn't send your pre-order right now. Please try again.",
} as const;

/**
 * SPEC §5 Pre-order: validation messages quoted exactly (en). Here rather than in the schema so
 * the texts load with the listing while the schema (and yup) stays in the lazy form chunk.
 */
export const PREORDER_MESSAGES = {
  fullname: 'Please enter your full name',
  email: EMAIL_MESSAGE,
  street: 'Please enter your street address',
  city: 'Please enter your city',
  zip: 'Please enter your zipcode',
  zipLength: 'Please enter a valid zipcode',
  state: 'Please select your state',
  country: 'Please select your country',
} as const;

export type PreorderErrorTexts = Record<keyof typeof PREORDER_MESSAGES, string>;
