import { defineMessages } from 'react-intl';
import { defineCatalog, type LocaleLoader, type LocaleTexts } from '../i18n/catalog';

/** The shared UI kit's own words (modal, spinner, toast, social links); en the SPEC's. */
export const UI_MESSAGES = defineMessages({
  close: { id: 'ui.close', defaultMessage: 'Close' },
  loading: { id: 'ui.loading', defaultMessage: 'Loading' },
  toastError: { id: 'ui.toastError', defaultMessage: 'Error' },
  toastSuccess: { id: 'ui.toastSuccess', defaultMessage: 'Success' },
  dismiss: { id: 'ui.dismiss', defaultMessage: 'Dismiss notification' },
  socialMedia: { id: 'ui.socialMedia', defaultMessage: 'Social media' },
});

export const uiCatalog = defineCatalog(UI_MESSAGES);

/** The UI kit's texts in one locale but en (a chunk per locale in each bundle). */
export const loadUiTexts: LocaleLoader = (locale) =>
  import(/* webpackChunkName: "locale-ui-[request]" */ `./locales/${locale}.json`).then(
    (m: { default: LocaleTexts }) => m.default,
  );
