// For tests only (not exported from @store/shared, so no bundle carries the ICU parser): each
// bundle's catalog test asserts `catalogProblems(itsCatalogs)` is empty.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES, type FeatureCatalog } from './catalog';

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

/**
 * What is wrong with a bundle's catalogs, one line per problem: a locale without some id, an empty
 * text, a text that is not valid ICU or whose arguments differ from en's, an id used twice.
 */
export function catalogProblems(catalogs: readonly FeatureCatalog[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const args = (text: string) => {
    try {
      return argumentsOf(text).join(',');
    } catch {
      return null;
    }
  };
  for (const { messages, translations } of catalogs) {
    const table = translations as Partial<Record<string, Partial<Record<string, string>>>>;
    for (const [key, d] of Object.entries(messages)) {
      if (seen.has(d.id)) problems.push(`${d.id}: id used twice`);
      seen.add(d.id);
      const en = args(d.defaultMessage);
      if (en === null) problems.push(`${d.id}: en is not a valid message`);
      for (const locale of SUPPORTED_LOCALES) {
        if (locale === 'en') continue;
        const text = table[locale]?.[key];
        if (text === undefined || text.trim() === '')
          problems.push(`${d.id}: ${locale} has no text`);
        else if (args(text) === null) problems.push(`${d.id}: ${locale} is not a valid message`);
        else if (args(text) !== en) problems.push(`${d.id}: ${locale} placeholders differ from en`);
      }
    }
  }
  return problems;
}
