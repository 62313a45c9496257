// For tests only (not exported from @store/shared, so no bundle carries these): each bundle's
// catalog test asserts `await catalogProblems(ITS_WORDS)` is empty.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  isTranslatedLocale,
  messagesFor,
  SUPPORTED_LOCALES,
  type LocaleTexts,
  type TranslatedLocale,
} from './catalog';
import type { BundleWords } from './RemoteIntl';

/** The argument names of an ICU message, plural and select branches included, sorted. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
      if ('value' in e && typeof e.value === 'string') names.add(e.value);
      if (e.type === TYPE.plural || e.type === TYPE.select)
        for (const option of Object.values(e.options)) walk(option.value);
      if (e.type === TYPE.tag) walk(e.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** A bundle's texts of every locale but en, through its loader (its chunks in the browser). */
export async function allTexts(words: BundleWords): Promise<Record<TranslatedLocale, LocaleTexts>> {
  const locales = SUPPORTED_LOCALES.filter(isTranslatedLocale);
  const texts = await Promise.all(locales.map((l) => words.load(l)));
  return Object.fromEntries(locales.map((l, i) => [l, texts[i]])) as Record<
    TranslatedLocale,
    LocaleTexts
  >;
}

/** The id → text map a bundle's provider gets in `locale` (en: the catalogs' own texts). */
export async function wordsIn(words: BundleWords, locale: string): Promise<Record<string, string>> {
  return messagesFor(words.catalogs, isTranslatedLocale(locale) ? await words.load(locale) : {});
}

/**
 * What is wrong with a bundle's words, one line per problem: a locale without some id (en-GB
 * holds only what differs from en), an empty text, a text that is not valid ICU or whose arguments
 * differ from en's, an id used twice, a locale text for an id no catalog has.
 */
export async function catalogProblems(words: BundleWords): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const args = (text: string) => {
    try {
      return argumentsOf(text).join(',');
    } catch {
      return null;
    }
  };
  const texts = await allTexts(words);
  for (const { messages } of words.catalogs) {
    for (const d of Object.values(messages)) {
      if (seen.has(d.id)) problems.push(`${d.id}: id used twice`);
      seen.add(d.id);
      const en = args(d.defaultMessage);
      if (en === null) problems.push(`${d.id}: en is not a valid message`);
      for (const [locale, table] of Object.entries(texts)) {
        const text = table[d.id];
        if (text === undefined && locale === 'en-GB') continue;
        if (text === undefined || text.trim() === '')
          problems.push(`${d.id}: ${locale} has no text`);
        else if (args(text) === null) problems.push(`${d.id}: ${locale} is not a valid message`);
        else if (args(text) !== en) problems.push(`${d.id}: ${locale} placeholders differ from en`);
      }
    }
  }
  for (const [locale, table] of Object.entries(texts))
    for (const id of Object.keys(table))
      if (!seen.has(id)) problems.push(`${id}: ${locale} has a text no catalog asks for`);
  return problems;
}
