import { defineMessages } from 'react-intl';
import { inShopperLocale } from '../testing/shopperLocale';
import { britishOf, defineCatalog } from './catalog';
import { shopperTranslator } from './shopperTranslator';

const m = defineMessages({
  removed: {
    id: 't.removed',
    defaultMessage: '{count, plural, one {# item} other {# items}} removed',
  },
});
const catalog = defineCatalog(m, {
  de: { removed: '{count, plural, one {# Artikel} other {# Artikel}} entfernt' },
  nl: { removed: '{count, plural, one {# artikel} other {# artikelen}} verwijderd' },
  fr: { removed: '{count, plural, one {# article retiré} other {# articles retirés}}' },
  it: { removed: '{count, plural, one {# articolo rimosso} other {# articoli rimossi}}' },
  es: { removed: '{count, plural, one {# artículo eliminado} other {# artículos eliminados}}' },
  'pt-BR': { removed: '{count, plural, one {# item removido} other {# itens removidos}}' },
  'en-GB': britishOf(m),
});

describe('shopperTranslator', () => {
  const t = shopperTranslator([catalog]);

  it('formats in the shopper’s language at the time of the call, en by default', async () => {
    expect(t(m.removed, { count: 1 })).toBe('1 item removed');
    await inShopperLocale('de', () => {
      expect(t(m.removed, { count: 2 })).toBe('2 Artikel entfernt');
    });
    await inShopperLocale('fr', () => {
      expect(t(m.removed, { count: 3 })).toBe('3 articles retirés');
    });
    expect(t(m.removed, { count: 1200 })).toBe('1,200 items removed');
  });

  it('shows en for a locale it has no words for, never an id', async () => {
    await inShopperLocale('sv', () => {
      expect(t(m.removed, { count: 2 })).toBe('2 items removed');
    });
  });
});
