import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';
import { PREORDER_MESSAGES as errors, PREORDER_TEXT as text } from './preorderText';

/** The pre-order form's words; `en` is today's text (the SPEC's for the validation messages). */
const messages = defineMessages({
  title: { id: 'preorder.title', defaultMessage: text.title },
  intro: { id: 'preorder.intro', defaultMessage: text.intro },
  submit: { id: 'preorder.submit', defaultMessage: text.submit },
  submitting: { id: 'preorder.submitting', defaultMessage: text.submitting },
  sent: { id: 'preorder.sent', defaultMessage: text.sent },
  failed: { id: 'preorder.failed', defaultMessage: text.failed },
  loadingForm: { id: 'preorder.loadingForm', defaultMessage: 'Loading the pre-order form' },
  fullname: { id: 'preorder.fullname', defaultMessage: 'Full name' },
  email: { id: 'preorder.email', defaultMessage: 'Email' },
  street: { id: 'preorder.street', defaultMessage: 'Street address' },
  street2: { id: 'preorder.street2', defaultMessage: 'Apt, suite (optional)' },
  city: { id: 'preorder.city', defaultMessage: 'City' },
  zip: { id: 'preorder.zip', defaultMessage: 'Zipcode' },
  state: { id: 'preorder.state', defaultMessage: 'State' },
  selectState: { id: 'preorder.selectState', defaultMessage: 'Select a state' },
  country: { id: 'preorder.country', defaultMessage: 'Country' },
  selectCountry: { id: 'preorder.selectCountry', defaultMessage: 'Select a country' },
  errorFullname: { id: 'preorder.errorFullname', defaultMessage: errors.fullname },
  errorEmail: { id: 'preorder.errorEmail', defaultMessage: errors.email },
  errorStreet: { id: 'preorder.errorStreet', defaultMessage: errors.street },
  errorCity: { id: 'preorder.errorCity', defaultMessage: errors.city },
  errorZip: { id: 'preorder.errorZip', defaultMessage: errors.zip },
  errorZipLength: { id: 'preorder.errorZipLength', defaultMessage: errors.zipLength },
  errorState: { id: 'preorder.errorState', defaultMessage: errors.state },
  errorCountry: { id: 'preorder.errorCountry', defaultMessage: errors.country },
});

export const PREORDER_FORM_MESSAGES = messages;

export const preorderCatalog = defineCatalog(messages);
