import { bundleIntl } from './bundleIntl';
import { defineCatalog } from './catalog';

const catalogs = [
  defineCatalog({
    color: { id: 'x.color', defaultMessage: 'Color' },
    hello: { id: 'x.hello', defaultMessage: 'Hello {name}' },
  }),
];
const german = { 'x.hello': 'Hallo {name}' };

describe('bundleIntl', () => {
  it("words the bundle's messages in the locale's texts, else en", () => {
    const intl = bundleIntl(catalogs, german, 'de');
    expect(intl.locale).toBe('de');
    expect(intl.formatMessage({ id: 'x.hello' }, { name: 'Ada' })).toBe('Hallo Ada');
    expect(intl.formatMessage({ id: 'x.color' })).toBe('Color');
    expect(intl.formatNumber(1234.5)).toBe('1.234,5');
  });

  it('is made once for the same catalogs, texts and locale, so every render reuses its formatters', () => {
    expect(bundleIntl(catalogs, german, 'de')).toBe(bundleIntl(catalogs, german, 'de'));
  });

  it('is another for another locale, texts or catalogs', () => {
    const de = bundleIntl(catalogs, german, 'de');
    const none = {};
    expect(bundleIntl(catalogs, none, 'en')).not.toBe(de);
    expect(bundleIntl(catalogs, german, 'de-AT')).not.toBe(de);
    expect(bundleIntl([...catalogs], german, 'de')).not.toBe(de);
    // The same (empty) texts in two locales still format each locale's numbers.
    expect(bundleIntl(catalogs, none, 'en').formatNumber(1234.5)).toBe('1,234.5');
    expect(bundleIntl(catalogs, none, 'fr').formatNumber(1234.5)).toMatch(/^1\s234,5$/);
  });
});
