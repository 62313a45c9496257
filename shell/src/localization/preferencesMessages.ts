/** The Preferences modal's words (SPEC §4 `localization-modal`). */
export const PREFERENCES_TEXT = {
  title: 'Preferences',
  region: 'Shipping region',
  currency: 'Currency',
  language: 'Language',
  submit: 'Submit',
} as const;
