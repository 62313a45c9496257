import type { MessageDescriptor } from 'react-intl';

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

/** A feature's messages: ids with their `en` text (the SPEC's words) as react-intl descriptors. */
export type MessageSet<K extends string> = Record<
  K,
  MessageDescriptor & { id: string; defaultMessage: string }
>;

/** A feature's translations: every locale but en, each with every id of the feature. */
export type Translations<K extends string> = Record<Exclude<Locale, 'en'>, Record<K, string>>;

/**
 * One feature's catalog: its descriptors (en) and the same keys in every other locale. The types
 * make a missing key a compile error; `catalog.test.ts` checks the same at run time.
 */
export interface FeatureCatalog<K extends string = string> {
  messages: MessageSet<K>;
  translations: Translations<K>;
}

export function defineCatalog<K extends string>(
  messages: MessageSet<K>,
  translations: Translations<K>,
): FeatureCatalog<K> {
  return { messages, translations };
}

/** en-GB is en but where British spelling differs: the given keys over en. */
export function britishOf<K extends string>(
  messages: MessageSet<K>,
  overrides: Partial<Record<K, string>> = {},
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[])
    out[key] = overrides[key] ?? messages[key].defaultMessage;
  return out;
}

/**
 * The id → text map react-intl needs for `locale`, from every catalog: the locale's text, else
 * the en text (a missing translation shows English, never an id).
 */
export function messagesFor(
  locale: string,
  catalogs: readonly FeatureCatalog[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { messages, translations } of catalogs) {
    const local = (translations as Partial<Record<string, Record<string, string>>>)[locale] ?? {};
    for (const [key, d] of Object.entries(messages)) out[d.id] = local[key] ?? d.defaultMessage;
  }
  return out;
}

/** react-intl's error hook: a missing translation falls back to en by design, not worth a console line. */
export function onIntlError(e: { code?: string }): void {
  if (e.code !== 'MISSING_TRANSLATION') console.error('[intl]', e);
}
