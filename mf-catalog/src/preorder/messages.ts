import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/**
 * The pre-order form's words; `en` is ours (the SPEC gives the form no texts beyond its messages),
 * and the SPEC §5 Pre-order validation messages quoted exactly (`error…`).
 */
const messages = defineMessages({
  title: { id: 'preorder.title', defaultMessage: 'Pre-order' },
  intro: {
    id: 'preorder.intro',
    defaultMessage: "Tell us where to send it. We'll email you before it ships.",
  },
  submit: { id: 'preorder.submit', defaultMessage: 'Submit' },
  submitting: { id: 'preorder.submitting', defaultMessage: 'Sending…' },
  sent: {
    id: 'preorder.sent',
    defaultMessage: "Thanks! Your pre-order is in. We'll email you before it ships.",
  },
  failed: {
    id: 'preorder.failed',
    defaultMessage: "We couldn't send your pre-order right now. Please try again.",
  },
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
  errorFullname: { id: 'preorder.errorFullname', defaultMessage: 'Please enter your full name' },
  errorEmail: { id: 'preorder.errorEmail', defaultMessage: 'Please enter a valid email' },
  errorStreet: { id: 'preorder.errorStreet', defaultMessage: 'Please enter your street address' },
  errorCity: { id: 'preorder.errorCity', defaultMessage: 'Please enter your city' },
  errorZip: { id: 'preorder.errorZip', defaultMessage: 'Please enter your zipcode' },
  errorZipLength: { id: 'preorder.errorZipLength', defaultMessage: 'Please enter a valid zipcode' },
  errorState: { id: 'preorder.errorState', defaultMessage: 'Please select your state' },
  errorCountry: { id: 'preorder.errorCountry', defaultMessage: 'Please select your country' },
});

export const PREORDER_FORM_MESSAGES = messages;

export const preorderCatalog = defineCatalog(messages);
