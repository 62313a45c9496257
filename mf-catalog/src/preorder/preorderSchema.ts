import { emailField } from '@store/shared';
import { US_COUNTRY } from '@store/shared/form';
import * as yup from 'yup';
import { PREORDER_MESSAGES, type PreorderErrorTexts } from './preorderText';

export { PREORDER_MESSAGES };

/**
 * The form's rules with the given error texts: the view passes them in the shopper's language;
 * en (the SPEC's words) by default.
 */
export function makePreorderSchema(texts: PreorderErrorTexts = PREORDER_MESSAGES) {
  return yup.object({
    fullname: yup.string().trim().required(texts.fullname),
    email: emailField(texts.email),
    street: yup.string().trim().required(texts.street),
    street2: yup.string().trim().optional(),
    city: yup.string().trim().required(texts.city),
    zip: yup.string().trim().required(texts.zip).length(5, texts.zipLength),
    state: yup.string().required(texts.state),
    country: yup.string().required(texts.country),
  });
}

/** The rules with the SPEC's (en) messages. */
export const preorderSchema = makePreorderSchema();

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
