// For tests only (not exported from @store/shared, so no bundle carries these): each bundle's
// catalog test asserts `await catalogProblems(ITS_WORDS)` is empty.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, type IntlConfig } from 'react-intl';
import {
  isTranslatedLocale,
  messagesFor,
  SUPPORTED_LOCALES,
  type LocaleTexts,
  type MessageText,
  type TranslatedLocale,
} from './catalog';
import type { BundleWords } from './RemoteIntl';

const treeOf = (message: MessageText) => (typeof message === 'string' ? parse(message) : message);

/** The argument names of an ICU message (text or tree), plural and select branches included, sorted. */
export function argumentsOf(message: MessageText): string[] {
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
  walk(treeOf(message));
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
export async function wordsIn(
  words: BundleWords,
  locale: string,
): Promise<NonNullable<IntlConfig['messages']>> {
  return messagesFor(words.catalogs, isTranslatedLocale(locale) ? await words.load(locale) : {});
}

/**
 * What is wrong with a bundle's words, one line per problem: a locale without some id (en-GB
 * holds only what differs from en), an empty text, a text that is not valid ICU or whose arguments
 * differ from en's, an id used twice, a locale text for an id no catalog has.
 */
const isBlank = (text: MessageText) =>
  typeof text === 'string' ? text.trim() === '' : text.length === 0;

export async function catalogProblems(words: BundleWords): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const args = (text: MessageText) => {
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
        if (text === undefined || isBlank(text)) problems.push(`${d.id}: ${locale} has no text`);
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

/** A value for each argument of `tree`: plural and number arguments a count, tags a wrapper. */
type Sample = string | number | Date | ((chunks: string[]) => string);

function sampleValues(tree: MessageFormatElement[]): Record<string, Sample> {
  const values: Record<string, Sample> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.plural || e.type === TYPE.number) values[e.value] = 2;
      else if (e.type === TYPE.date || e.type === TYPE.time) values[e.value] = new Date(0);
      else if (e.type === TYPE.tag) values[e.value] = (chunks: string[]) => chunks.join('');
      else if (e.type === TYPE.argument || e.type === TYPE.select) values[e.value] ??= 'x';
      if (e.type === TYPE.plural || e.type === TYPE.select)
        for (const option of Object.values(e.options)) walk(option.value);
      if (e.type === TYPE.tag) walk(e.children);
    }
  };
  walk(tree);
  return values;
}

/**
 * What keeps a bundle's words from rendering as the bundles ship them, one line per message: a
 * text that is not a syntax tree (the bundles carry no parser to read it), or one that does not
 * format in its locale to words with its arguments filled in. Every id, en and every locale.
 */
export async function precompiledProblems(words: BundleWords): Promise<string[]> {
  const problems: string[] = [];
  const check = (id: string, locale: string, text: MessageText) => {
    if (!Array.isArray(text)) return problems.push(`${id}: ${locale} is not precompiled`);
    // A tree is formatted as it is: react-intl parses only what is a string.
    const errors: string[] = [];
    const intl = createIntl({
      locale,
      defaultLocale: 'en',
      messages: { [id]: text },
      onError: (e) => errors.push(e.message),
    });
    const out = intl.formatMessage({ id }, sampleValues(text));
    const shown = Array.isArray(out) ? out.join('') : String(out);
    if (errors.length > 0) problems.push(`${id}: ${locale} does not format (${errors.join('; ')})`);
    else if (shown.trim() === '' || shown.includes(id))
      problems.push(`${id}: ${locale} shows nothing`);
    return problems.length;
  };
  const texts = await allTexts(words);
  for (const { messages } of words.catalogs)
    for (const d of Object.values(messages)) {
      check(d.id, 'en', d.defaultMessage);
      for (const [locale, table] of Object.entries(texts)) {
        const text = table[d.id];
        if (text !== undefined) check(d.id, locale, text);
      }
    }
  return problems;
}
