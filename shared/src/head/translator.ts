import { createIntl, createIntlCache } from '@formatjs/intl';
import {
  isTranslatedLocale,
  messagesFor,
  onIntlError,
  type LocaleTexts,
  type TranslatedLocale,
} from '../i18n/catalog';
import type { Translate } from './heads';
import { headCatalog } from './messages';
import de from './locales/de.json';
import enGB from './locales/en-GB.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import nl from './locales/nl.json';
import ptBR from './locales/pt-BR.json';

/**
 * Every locale's texts at once: the store server's few words of each (bundles load theirs by
 * locale, `loadHeadTexts`, and never import this file).
 */
const TEXTS: Record<TranslatedLocale, LocaleTexts> = {
  de,
  'en-GB': enGB,
  es,
  fr,
  it,
  nl,
  'pt-BR': ptBR,
};

const cache = createIntlCache();
const made = new Map<string, Translate>();

/**
 * The head catalog's words in `locale` outside React (the store server's first HTML): the texts a
 * bundle's provider is given, formatted by FormatJS's `createIntl`, which is react-intl's
 * `formatMessage` without React. A locale the store does not speak gets en. One per locale, kept
 * for the process.
 */
export function headTranslator(locale: string): Translate {
  let translator = made.get(locale);
  if (!translator) {
    const translated = isTranslatedLocale(locale);
    const intl = createIntl(
      {
        locale: translated ? locale : 'en',
        defaultLocale: 'en',
        messages: messagesFor([headCatalog], translated ? TEXTS[locale] : {}),
        onError: onIntlError,
      },
      cache,
    );
    translator = (descriptor, values) => intl.formatMessage(descriptor, values);
    made.set(locale, translator);
  }
  return translator;
}
