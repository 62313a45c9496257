import { inShopperLocale } from '../testing/shopperLocale';
import { formatPrice, lineTotal, toCents, toDollars } from './index';

describe('money', () => {
  it('converts dollars and cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(1999)).toBe(19.99);
  });

  it('line total is quantity × price to 2 decimals', () => {
    expect(lineTotal(3, 19.99)).toBe(59.97);
    expect(lineTotal(2, 24.99)).toBe(49.98);
    expect(lineTotal(7, 0.1)).toBe(0.7);
  });

  it('formats with a $ prefix and 2 decimals', () => {
    expect(formatPrice(24.99)).toBe('$24.99');
    expect(formatPrice(5)).toBe('$5.00');
    expect(formatPrice(-3.5)).toBe('-$3.50');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(10, 'EUR')).toBe('€10.00');
    expect(formatPrice(-0)).toBe('$0.00');
  });

  it('formats through Intl in the locale and the price currency (no symbol table)', () => {
    const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');
    expect(nbsp(formatPrice(12.5, 'EUR', 'de'))).toBe('12,50 €');
    expect(nbsp(formatPrice(12.5, 'USD', 'de'))).toBe('12,50 $');
    expect(formatPrice(12.5, 'GBP', 'en-GB')).toBe('£12.50');
    expect(formatPrice(12.5, 'CAD', 'en')).toBe('CA$12.50');
    expect(formatPrice(12.5, 'AUD', 'en')).toBe('A$12.50');
    expect(nbsp(formatPrice(1234.5, 'EUR', 'fr'))).toBe('1 234,50 €');
    expect(formatPrice(1234.5, 'BRL', 'pt-BR').replace(/\u00a0/g, ' ')).toBe('R$ 1.234,50');
    // A malformed code or locale never blanks a price.
    expect(formatPrice(3, 'not-a-code', 'en')).toBe('$3.00');
    expect(formatPrice(3, 'USD', 'xx-!!')).toBe('$3.00');
  });

  it("follows the shopper's locale from the sticky localization event", async () => {
    await inShopperLocale('de', () => {
      expect(formatPrice(12.5, 'EUR').replace(/\u00a0/g, ' ')).toBe('12,50 €');
    });
  });
});
