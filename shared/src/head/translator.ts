import { createIntl, createIntlCache } from '@formatjs/intl';
import { isTranslatedLocale, messagesFor, onIntlError } from '../i18n/catalog';
import type { Translate } from './heads';
import { headCatalog, loadHeadTexts } from './messages';

const cache = createIntlCache();
const made = new Map<string, Promise<Translate>>();

/**
 * The head catalog's words in `locale` outside React (the store server's first HTML): the texts
 * a bundle's provider is given, formatted by FormatJS's `createIntl`, which react-intl's
 * `formatMessage` is (without React). One per locale, kept for the process.
 */
export function headTranslator(locale: string): Promise<Translate> {
  let translator = made.get(locale);
  if (!translator) {
    translator = (isTranslatedLocale(locale) ? loadHeadTexts(locale) : Promise.resolve({})).then(
      (texts) => {
        const intl = createIntl(
          {
            locale,
            defaultLocale: 'en',
            messages: messagesFor([headCatalog], texts),
            onError: onIntlError,
          },
          cache,
        );
        return (descriptor, values) => intl.formatMessage(descriptor, values);
      },
    );
    // A failed load is tried again by the next page rather than kept.
    translator.catch(() => made.delete(locale));
    made.set(locale, translator);
  }
  return translator;
}
