import { enText } from '@store/shared';
import { PREORDER_FORM_MESSAGES as m } from './messages';

/**
 * SPEC §5 Pre-order: validation messages quoted exactly (en; the texts live in messages.ts). Here
 * rather than in the schema so the texts load with the listing while the schema (and yup) stays
 * in the lazy form chunk.
 */
export const PREORDER_MESSAGES = {
  fullname: enText(m.errorFullname),
  email: enText(m.errorEmail),
  street: enText(m.errorStreet),
  city: enText(m.errorCity),
  zip: enText(m.errorZip),
  zipLength: enText(m.errorZipLength),
  state: enText(m.errorState),
  country: enText(m.errorCountry),
} as const;

export type PreorderErrorTexts = Record<keyof typeof PREORDER_MESSAGES, string>;
