import type { IntlConfig, MessageDescriptor } from 'react-intl';

/** The SPEC §9 locales (the codes of LOCALES, as a type). */
export type Locale = 'en' | 'de' | 'nl' | 'fr' | 'it' | 'es' | 'pt-BR' | 'en-GB';

export const SUPPORTED_LOCALES: readonly Locale[] = [
  'en',
  'de',
  'nl',
  'fr',
  'it',
  'es',
  'pt-BR',
  'en-GB',
];

/**
 * A message's words: ICU text in the source, its syntax tree once built (every bundle's build and
 * the tests precompile them: shared/build/precompiledMessages.cjs). Read one as a string only
 * through `enText` or react-intl.
 */
export type MessageText = NonNullable<MessageDescriptor['defaultMessage']>;

/** A feature's messages: ids with their `en` text (the SPEC's words) as react-intl descriptors. */
export type MessageSet<K extends string> = Record<
  K,
  MessageDescriptor & { id: string; defaultMessage: MessageText }
>;

/** A bundle's texts in one locale but en, by message id. en-GB holds only what differs from en. */
export type LocaleTexts = Readonly<Record<string, MessageText>>;

/** A locale other than en: each has its own chunk of texts per bundle. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/**
 * Loads a bundle's texts for one locale (`import()` of its `locales/<locale>.json`): a chunk per
 * locale per bundle, so a page carries the en words in its code and only the shopper's other
 * language beside them.
 */
export type LocaleLoader = (locale: TranslatedLocale) => Promise<LocaleTexts>;

/** One feature's catalog: its descriptors, whose `defaultMessage` is the en text (the SPEC's words). */
export interface FeatureCatalog<K extends string = string> {
  messages: MessageSet<K>;
}

export function defineCatalog<K extends string>(messages: MessageSet<K>): FeatureCatalog<K> {
  return { messages };
}

export function isTranslatedLocale(locale: string): locale is TranslatedLocale {
  return locale !== 'en' && (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

/**
 * The id → text map react-intl needs: the locale's text where `texts` has one, else the en text
 * (a missing translation, or a locale whose chunk did not load, shows English, never an id).
 */
export function messagesFor(
  catalogs: readonly FeatureCatalog[],
  texts: LocaleTexts,
): NonNullable<IntlConfig['messages']> {
  const out: Record<string, MessageText> = {};
  for (const { messages } of catalogs)
    for (const d of Object.values(messages)) out[d.id] = texts[d.id] ?? d.defaultMessage;
  // react-intl formats each message as it finds it, text or tree; its type asks for one kind
  // throughout, which holds in a build (all trees) but not in every test's stand-in texts.
  return out as NonNullable<IntlConfig['messages']>;
}

/** react-intl's error hook: a missing translation falls back to en by design, not worth a console line. */
export function onIntlError(e: { code?: string }): void {
  if (e.code !== 'MISSING_TRANSLATION') console.error('[intl]', e);
}
