import { ordersPlaced, RETURN_BANNER, socialProof } from './storePromises';

describe('store promises (SPEC §1)', () => {
  it('names the 30 day free return policy', () => {
    expect(RETURN_BANNER).toBe('30 Day Free Return Policy');
  });

  it('adds up the orders of the products shown, ignoring junk', () => {
    expect(
      ordersPlaced([{ orders: 1337 }, { orders: 64 }, { orders: Number.NaN }, { orders: -3 }]),
    ).toBe(1401);
    expect(ordersPlaced([])).toBe(0);
  });

  it('says how many orders fans placed, grouped by the locale', () => {
    expect(socialProof(1401, 'en-US')).toBe('Loved by fans: 1,401 orders');
    expect(socialProof(1, 'en-US')).toBe('Loved by fans: 1 order');
    expect(socialProof(0)).toBe('Loved by fans');
  });
});
