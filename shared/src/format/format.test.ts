import { cartBadgeLabel, shippingName, shortDate } from './index';

describe('format', () => {
  it('caps the cart badge at 99+', () => {
    expect(cartBadgeLabel(0)).toBe('0');
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });

  it('names shipping methods', () => {
    expect(shippingName('standard')).toBe('Standard delivery');
    expect(shippingName('super_rush')).toBe('Super rush delivery');
  });

  it('writes short month and day, nothing for an unreadable date', () => {
    expect(shortDate('2026-03-04T00:00:00Z')).toBe('Mar 4');
    expect(shortDate('garbage')).toBe('');
  });

  it('writes dates through Intl in the given locale, on the UTC day', () => {
    expect(shortDate('2026-03-04T00:00:00Z', 'de')).toBe('4. März');
    expect(shortDate('2026-03-04T23:30:00Z', 'fr')).toBe('4 mars');
    expect(shortDate('2026-03-04T00:00:00Z', 'en-GB')).toBe('4 Mar');
    expect(shortDate('2026-03-04T00:00:00Z', 'not a locale!')).toBe('Mar 4');
  });
});
