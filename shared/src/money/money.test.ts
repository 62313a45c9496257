import { formatPrice, lineTotal, round2, toCents, toDollars } from './index';

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
  });

  it('round2 rounds half up at the cent', () => {
    expect(round2(1.005)).toBe(1.01);
  });
});
