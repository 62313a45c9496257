import { defineMessages } from 'react-intl';
import { inShopperLocale } from '../testing/shopperLocale';
import { defineCatalog, type LocaleLoader, type LocaleTexts } from './catalog';
import { textsReady } from './localeTexts';
import { bundleLoaders } from './RemoteIntl';
import { shopperTranslator } from './shopperTranslator';

const m = defineMessages({
  removed: {
    id: 't.removed',
    defaultMessage: '{count, plural, one {# item} other {# items}} removed',
  },
});
const catalog = defineCatalog(m);
const TEXTS: Record<string, LocaleTexts> = {
  de: { 't.removed': '{count, plural, one {# Artikel} other {# Artikel}} entfernt' },
  fr: { 't.removed': '{count, plural, one {# article retiré} other {# articles retirés}}' },
};
const words = {
  catalogs: [catalog],
  load: ((locale) => Promise.resolve(TEXTS[locale] ?? {})) as LocaleLoader,
};

describe('shopperTranslator', () => {
  const t = shopperTranslator(words);
  // A bundle's first render loads the shopper's texts; here the test loads them.
  beforeAll(() => Promise.all(['de', 'fr'].map((l) => textsReady(bundleLoaders(words.load), l))));

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

it('shows en until the locale’s texts are here, and asks for them', async () => {
  let asked = 0;
  const slow = {
    catalogs: [catalog],
    load: (() => ((asked += 1), new Promise<LocaleTexts>(() => undefined))) as LocaleLoader,
  };
  const t = shopperTranslator(slow);
  await inShopperLocale('nl', () => {
    expect(t(m.removed, { count: 2 })).toBe('2 items removed');
  });
  await Promise.resolve();
  expect(asked).toBe(1);
});
