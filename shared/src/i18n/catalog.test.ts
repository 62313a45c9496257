import {
  messagesFor,
  SUPPORTED_LOCALES,
  type LocaleLoader,
  type TranslatedLocale,
} from './catalog';
import { parse } from '@formatjs/icu-messageformat-parser';
import { argumentsOf, catalogProblems, precompiledProblems } from './catalogProblems';
import { LOCALES } from './index';

const messages = {
  color: { id: 'x.color', defaultMessage: 'Color' },
  hello: { id: 'x.hello', defaultMessage: 'Hello {name}' },
};
const complete = (locale: string) => ({
  'x.color': `${locale} color`,
  'x.hello': `${locale} {name}`,
});
const wordsWith = (over: Partial<Record<TranslatedLocale, Record<string, string>>> = {}) => ({
  catalogs: [{ messages }],
  load: ((locale) => Promise.resolve(over[locale] ?? complete(locale))) as LocaleLoader,
});

describe('message catalogs', () => {
  it('cover exactly the SPEC §9 locales', () => {
    expect(SUPPORTED_LOCALES).toEqual(LOCALES.map((l) => l.local_code));
  });

  it("messagesFor: the locale's text, else en — never an id", () => {
    const c = [{ messages }];
    expect(messagesFor(c, { 'x.color': 'Farbe' })).toEqual({
      'x.color': 'Farbe',
      'x.hello': 'Hello {name}',
    });
    expect(messagesFor(c, {})).toEqual({ 'x.color': 'Color', 'x.hello': 'Hello {name}' });
  });

  it('argumentsOf: ICU argument names, inside plural branches too, never branch text', () => {
    expect(argumentsOf('Hello {name}')).toEqual(['name']);
    expect(
      argumentsOf('{count, plural, =0 {Loved} one {# order for {who}} other {# orders}}'),
    ).toEqual(['count', 'who']);
    expect(() => argumentsOf('{broken')).toThrow();
  });

  it('catalogProblems: nothing for complete words; names each missing, empty, wrong or stray text', async () => {
    expect(await catalogProblems(wordsWith())).toEqual([]);
    // en-GB holds only what differs from en.
    expect(await catalogProblems(wordsWith({ 'en-GB': { 'x.color': 'Colour' } }))).toEqual([]);
    const broken = wordsWith({
      de: { 'x.color': 'Farbe' },
      fr: { 'x.color': ' ', 'x.hello': 'Bonjour {nom}' },
      nl: { ...complete('nl'), 'x.gone': 'weg' },
    });
    expect(await catalogProblems(broken)).toEqual([
      'x.color: fr has no text',
      'x.hello: de has no text',
      'x.hello: fr placeholders differ from en',
      'x.gone: nl has a text no catalog asks for',
    ]);
    const invalid = wordsWith({ de: { 'x.color': 'Farbe', 'x.hello': 'Hallo {name' } });
    expect(await catalogProblems(invalid)).toEqual(['x.hello: de is not a valid message']);
    const twice = { ...wordsWith(), catalogs: [{ messages }, { messages }] };
    expect(await catalogProblems(twice)).toEqual([
      'x.color: id used twice',
      'x.hello: id used twice',
    ]);
  });

  it('precompiledProblems: trees that format pass; a text left as a string or a tree that shows nothing is named', async () => {
    const tree = {
      color: { id: 'x.color', defaultMessage: parse('Color') },
      hello: {
        id: 'x.hello',
        defaultMessage: parse('{n, plural, one {# day} other {# days}} <b>{name}</b>'),
      },
    };
    const trees = (locale: string) => ({
      'x.color': parse(`${locale} color`),
      'x.hello': parse(`{n, plural, other {# ${locale}}} {name}`),
    });
    const words = (over: Partial<Record<TranslatedLocale, object>> = {}) => ({
      catalogs: [{ messages: tree }],
      load: ((locale) => Promise.resolve(over[locale] ?? trees(locale))) as LocaleLoader,
    });
    expect(await precompiledProblems(words())).toEqual([]);
    expect(
      await precompiledProblems(words({ de: { 'x.color': 'Farbe', 'x.hello': parse('') } })),
    ).toEqual(['x.color: de is not precompiled', 'x.hello: de shows nothing']);
    // The en words as the source holds them (no build step): strings, named too.
    expect(await precompiledProblems({ ...words(), catalogs: [{ messages }] })).toEqual([
      'x.color: en is not precompiled',
      'x.hello: en is not precompiled',
    ]);
  });
});
