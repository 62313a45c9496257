import { defineCatalog } from '@store/shared';
import { defineMessages } from 'react-intl';
import { ADDRESS_MESSAGES } from './addressSchema';
import { INTERNATIONAL_NOTE } from './countries';

/** Address verification refused the address and the server gave no message of its own. */
export const ADDRESS_NOT_VERIFIED =
  'We could not verify this address. Please check your street address.';

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
  internationalNote: { id: 'address.internationalNote', defaultMessage: INTERNATIONAL_NOTE },
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
  notVerified: { id: 'address.notVerified', defaultMessage: ADDRESS_NOT_VERIFIED },
  errorEmail: { id: 'address.errorEmail', defaultMessage: ADDRESS_MESSAGES.email },
  errorFirstName: { id: 'address.errorFirstName', defaultMessage: ADDRESS_MESSAGES.firstName },
  errorLastName: { id: 'address.errorLastName', defaultMessage: ADDRESS_MESSAGES.lastName },
  errorAddress1: { id: 'address.errorAddress1', defaultMessage: ADDRESS_MESSAGES.address1 },
  errorCity: { id: 'address.errorCity', defaultMessage: ADDRESS_MESSAGES.city },
  errorZip: { id: 'address.errorZip', defaultMessage: ADDRESS_MESSAGES.zip },
  errorState: { id: 'address.errorState', defaultMessage: ADDRESS_MESSAGES.state },
  errorCountry: { id: 'address.errorCountry', defaultMessage: ADDRESS_MESSAGES.country },
  errorPhone: { id: 'address.errorPhone', defaultMessage: ADDRESS_MESSAGES.phone },
  errorPhoneInvalid: {
    id: 'address.errorPhoneInvalid',
    defaultMessage: ADDRESS_MESSAGES.phoneInvalid,
  },
});

export const ADDRESS_TEXT = messages;

/** Each validation message of the address schema, by its ADDRESS_MESSAGES key. */
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
} as const satisfies Record<keyof typeof ADDRESS_MESSAGES, unknown>;

export const addressCatalog = defineCatalog(messages);
