import { britishOf, messagesFor, SUPPORTED_LOCALES } from './catalog';
import { argumentsOf, catalogProblems } from './catalogProblems';
import { LOCALES } from './index';

const messages = {
  color: { id: 'x.color', defaultMessage: 'Color' },
  hello: { id: 'x.hello', defaultMessage: 'Hello {name}' },
};
const full = (over: Record<string, Record<string, string>> = {}) => ({
  messages,
  translations: Object.fromEntries(
    SUPPORTED_LOCALES.filter((l) => l !== 'en').map((l) => [
      l,
      over[l] ?? { color: `${l} color`, hello: `${l} {name}` },
    ]),
  ),
});

describe('message catalogs', () => {
  it('cover exactly the SPEC §9 locales', () => {
    expect(SUPPORTED_LOCALES).toEqual(LOCALES.map((l) => l.local_code));
  });

  it("messagesFor: the locale's text, else en — never an id", () => {
    const c = [{ messages, translations: { de: { color: 'Farbe' } } }] as never;
    expect(messagesFor('de', c)).toEqual({ 'x.color': 'Farbe', 'x.hello': 'Hello {name}' });
    expect(messagesFor('xx', c)).toEqual({ 'x.color': 'Color', 'x.hello': 'Hello {name}' });
  });

  it('britishOf: en with British overrides', () => {
    expect(britishOf(messages, { color: 'Colour' })).toEqual({
      color: 'Colour',
      hello: 'Hello {name}',
    });
  });

  it('argumentsOf: ICU argument names, inside plural branches too, never branch text', () => {
    expect(argumentsOf('Hello {name}')).toEqual(['name']);
    expect(
      argumentsOf('{count, plural, =0 {Loved} one {# order for {who}} other {# orders}}'),
    ).toEqual(['count', 'who']);
    expect(() => argumentsOf('{broken')).toThrow();
  });

  it('catalogProblems: nothing for a complete catalog; names each missing, empty or wrong text', () => {
    expect(catalogProblems([full()] as never)).toEqual([]);
    const broken = full({ de: { color: 'Farbe' }, fr: { color: ' ', hello: 'Bonjour {nom}' } });
    expect(catalogProblems([broken] as never)).toEqual([
      'x.color: fr has no text',
      'x.hello: de has no text',
      'x.hello: fr placeholders differ from en',
    ]);
    const invalid = full({ de: { color: 'Farbe', hello: 'Hallo {name' } });
    expect(catalogProblems([invalid] as never)).toEqual(['x.hello: de is not a valid message']);
    expect(catalogProblems([full(), full()] as never)).toEqual([
      'x.color: id used twice',
      'x.hello: id used twice',
    ]);
  });
});
