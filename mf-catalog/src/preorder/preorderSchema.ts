import { EMAIL_MESSAGE, emailField } from '@store/shared';
import { US_COUNTRY } from '@store/shared/form';
import * as yup from 'yup';

/** SPEC §5 Pre-order: messages quoted exactly. */
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

export const preorderSchema = yup.object({
  fullname: yup.string().trim().required(PREORDER_MESSAGES.fullname),
  email: emailField(PREORDER_MESSAGES.email),
  street: yup.string().trim().required(PREORDER_MESSAGES.street),
  street2: yup.string().trim().optional(),
  city: yup.string().trim().required(PREORDER_MESSAGES.city),
  zip: yup.string().trim().required(PREORDER_MESSAGES.zip).length(5, PREORDER_MESSAGES.zipLength),
  state: yup.string().required(PREORDER_MESSAGES.state),
  country: yup.string().required(PREORDER_MESSAGES.country),
});

export type PreorderValues = yup.InferType<typeof preorderSchema> & { street2: string };

export const PREORDER_INITIAL_VALUES: PreorderValues = {
  fullname: '',
  email: '',
  street: '',
  street2: '',
  city: '',
  zip: '',
  state: '',
  country: US_COUNTRY.name,
};
