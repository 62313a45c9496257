import { cartBadgeLabel, deliveryText, shippingName, shortDate } from './index';

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

  it('writes delivery windows with short month and day', () => {
    expect(shortDate('2026-03-04T00:00:00Z')).toBe('Mar 4');
    expect(shortDate('garbage')).toBe('');
    expect(deliveryText('2026-12-01', '2026-12-09')).toBe('Delivery between Dec 1 - Dec 9');
  });
});
