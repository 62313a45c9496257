import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';

/** The customer step's words (form, summary, verification); `en` is the SPEC's text. */
const messages = defineMessages({
  formLabel: { id: 'address.formLabel', defaultMessage: 'Delivery address' },
  email: { id: 'address.email', defaultMessage: 'Email' },
  firstName: { id: 'address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'address.lastName', defaultMessage: 'Last name' },
  address1: { id: 'address.address1', defaultMessage: 'Street address' },
  address2: { id: 'address.address2', defaultMessage: 'Apt/suite (optional)' },
  city: { id: 'address.city', defaultMessage: 'City' },
  state: { id: 'address.state', defaultMessage: 'State' },
  selectState: { id: 'address.selectState', defaultMessage: 'Select a state' },
  zip: { id: 'address.zip', defaultMessage: 'Zip code' },
  country: { id: 'address.country', defaultMessage: 'Country' },
  phone: { id: 'address.phone', defaultMessage: 'Phone' },
  internationalNote: {
    id: 'address.internationalNote',
    defaultMessage:
      "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
  },
  submit: { id: 'address.submit', defaultMessage: 'Deliver to this address' },
  editAddress: { id: 'address.editAddress', defaultMessage: 'Edit address' },
  edit: { id: 'address.edit', defaultMessage: 'Edit' },
  verifyTitle: { id: 'address.verifyTitle', defaultMessage: 'Verify your address' },
  verifyIntro: {
    id: 'address.verifyIntro',
    defaultMessage: "We couldn't verify your address exactly. Which one should we deliver to?",
  },
  suggested: { id: 'address.suggested', defaultMessage: 'Suggested address' },
  useSuggested: { id: 'address.useSuggested', defaultMessage: 'Use suggested address' },
  entered: { id: 'address.entered', defaultMessage: 'Address you entered' },
  useEntered: { id: 'address.useEntered', defaultMessage: 'Use the address I entered' },
  // Address verification refused the address and the server gave no message of its own.
  notVerified: {
    id: 'address.notVerified',
    defaultMessage: 'We could not verify this address. Please check your street address.',
  },
  // The same words as @store/shared's EMAIL_MESSAGE (every form that asks for an email).
  errorEmail: { id: 'address.errorEmail', defaultMessage: 'Please enter a valid email' },
  errorFirstName: { id: 'address.errorFirstName', defaultMessage: 'Please enter your first name' },
  errorLastName: { id: 'address.errorLastName', defaultMessage: 'Please enter your last name' },
  errorAddress1: {
    id: 'address.errorAddress1',
    defaultMessage: 'Please enter your street address',
  },
  errorCity: { id: 'address.errorCity', defaultMessage: 'Please enter your city' },
  errorZip: { id: 'address.errorZip', defaultMessage: 'Please enter your zipcode' },
  errorState: { id: 'address.errorState', defaultMessage: 'Please select your state' },
  errorCountry: { id: 'address.errorCountry', defaultMessage: 'Please select your country' },
  errorPhone: { id: 'address.errorPhone', defaultMessage: 'Please enter your phone number' },
  errorPhoneInvalid: {
    id: 'address.errorPhoneInvalid',
    defaultMessage: 'Please enter a valid phone number',
  },
});

export const ADDRESS_TEXT = messages;

/**
 * Each validation message of the address schema, by its ADDRESS_MESSAGES key (addressSchema
 * builds ADDRESS_MESSAGES, the English texts, from these).
 */
export const ADDRESS_ERROR_MESSAGES = {
  email: messages.errorEmail,
  firstName: messages.errorFirstName,
  lastName: messages.errorLastName,
  address1: messages.errorAddress1,
  city: messages.errorCity,
  zip: messages.errorZip,
  state: messages.errorState,
  country: messages.errorCountry,
  phone: messages.errorPhone,
  phoneInvalid: messages.errorPhoneInvalid,
} as const;

export const addressCatalog = defineCatalog(messages);
