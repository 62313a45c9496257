import { defineMessages } from 'react-intl';
import { defineCatalog } from '@store/shared';

/** The Preferences modal (SPEC §4 `localization-modal`) and the footer button that opens it. */
const messages = defineMessages({
  title: { id: 'preferences.title', defaultMessage: 'Preferences' },
  region: { id: 'preferences.region', defaultMessage: 'Shipping region' },
  currency: { id: 'preferences.currency', defaultMessage: 'Currency' },
  language: { id: 'preferences.language', defaultMessage: 'Language' },
  submit: { id: 'preferences.submit', defaultMessage: 'Submit' },
});

export const PREFERENCES_MESSAGES = messages;

export const preferencesCatalog = defineCatalog(messages);
