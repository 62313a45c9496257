import { LOCALES } from '@store/shared';
import { britishOf, messagesFor, SUPPORTED_LOCALES } from './catalog';
import { SHELL_CATALOGS } from './shellCatalogs';

describe("the shell's message catalogs", () => {
  it('cover the 8 SPEC locales', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB']);
    expect(SUPPORTED_LOCALES).toHaveLength(LOCALES.length);
  });

  it('have every id in every locale, with the same placeholders as en', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
    for (const { messages, translations } of SHELL_CATALOGS) {
      const keys = Object.keys(messages).sort();
      for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
        const local = (translations as Record<string, Record<string, string>>)[locale];
        expect({ locale, keys: Object.keys(local ?? {}).sort() }).toEqual({ locale, keys });
        for (const key of keys) {
          const text = local![key]!;
          expect(text.trim()).not.toBe('');
          const en = (messages as Record<string, { defaultMessage: string }>)[key]!.defaultMessage;
          expect({ locale, key, vars: placeholders(text) }).toEqual({
            locale,
            key,
            vars: placeholders(en),
          });
        }
      }
    }
  });

  it('use unique ids across the shell', () => {
    const ids = SHELL_CATALOGS.flatMap((c) => Object.values(c.messages).map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give en the SPEC texts and fall back to en (never an id) for a missing text', () => {
    const en = messagesFor('en', SHELL_CATALOGS);
    expect(en['footer.trackOrder']).toBe('Track Order');
    expect(en['footer.refundPolicy']).toBe('Refund Policy');
    expect(messagesFor('de', SHELL_CATALOGS)['footer.trackOrder']).toBe('Bestellung verfolgen');
    const partial = [
      {
        messages: {
          a: { id: 'x.a', defaultMessage: 'Colour' },
          b: { id: 'x.b', defaultMessage: 'B' },
        },
        translations: { de: { a: 'Farbe' } },
      },
    ] as never;
    expect(messagesFor('de', partial)).toEqual({ 'x.a': 'Farbe', 'x.b': 'B' });
    expect(messagesFor('xx', partial)).toEqual({ 'x.a': 'Colour', 'x.b': 'B' });
  });

  it('make en-GB en with British overrides', () => {
    const m = {
      color: { id: 'c', defaultMessage: 'Color' },
      size: { id: 's', defaultMessage: 'Size' },
    };
    expect(britishOf(m, { color: 'Colour' })).toEqual({ color: 'Colour', size: 'Size' });
  });
});
