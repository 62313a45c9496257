import { computeCosts } from '../src/checkout/pricing';
import { minorDigits, parseCurrencyRates, pricer, USD_PRICER } from '../src/lib/currency';

describe('conversion rules', () => {
  const eur = pricer('EUR', 0.92);

  test('USD is the catalog currency: cents pass through unchanged', () => {
    expect(USD_PRICER.minor(2499)).toBe(2499);
    expect(USD_PRICER.price(2499)).toBe(24.99);
  });

  test('rounds to the currency minor unit, half away from zero', () => {
    expect(eur.minor(2499)).toBe(2299); // 2299.08
    expect(eur.minor(1499)).toBe(1379); // 1379.08 (binary 1379.0799…)
    expect(pricer('EUR', 0.5).minor(1)).toBe(1); // 0.5 → 1
    expect(pricer('EUR', 0.5).minor(3)).toBe(2); // 1.5 → 2
    expect(pricer('GBP', 0.79).minor(2499)).toBe(1974); // 1974.21
    expect(pricer('GBP', 0.79).minor(-2499)).toBe(-1974);
    expect(eur.price(2499)).toBe(22.99);
  });

  test('minor units come from Intl (2 for the five currencies)', () => {
    expect(['USD', 'GBP', 'EUR', 'AUD', 'CAD'].map(minorDigits)).toEqual([2, 2, 2, 2, 2]);
    expect(minorDigits('JPY')).toBe(0);
  });

  test('a total is the sum of converted lines, never a converted total', () => {
    // Three units of $0.05: each 4.6 → 5 euro cents, so 15; converting the $0.15 total would give 14.
    const unit = eur.minor(5);
    const lines = unit * 3;
    expect(lines).toBe(15);
    expect(eur.minor(15)).toBe(14);
    const c = computeCosts({
      lineItemsCents: lines,
      shippingCents: eur.minor(499),
      countryCode: 'US',
      stateCode: 'CA',
      promo: null,
    });
    expect(c.total).toBe(c.lineItems - c.discount + c.shipping + c.tax);
  });
});

describe('CURRENCY_RATES', () => {
  test('unset or empty: the seeded table stands', () => {
    expect(parseCurrencyRates(undefined)).toEqual({});
    expect(parseCurrencyRates('  ')).toEqual({});
  });

  test('a JSON object of supported codes and positive rates', () => {
    expect(parseCurrencyRates('{"EUR":0.93,"GBP":0.8}')).toEqual({ EUR: 0.93, GBP: 0.8 });
  });

  test.each([
    ['not json', /JSON object/],
    ['[1]', /JSON object/],
    ['{"XYZ":1}', /XYZ is not one of/],
    ['{"EUR":0}', /positive number/],
    ['{"EUR":"0.9"}', /positive number/],
    ['{"USD":2}', /USD is the catalog currency/],
  ])('%s stops the server with a reason', (raw, reason) => {
    expect(() => parseCurrencyRates(raw)).toThrow(reason);
  });
});
