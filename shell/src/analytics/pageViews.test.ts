import { pageViewKey } from './pageViews';

describe('pageViewKey', () => {
  it("is the path and query less the listing's choice of product, colour and size", () => {
    expect(pageViewKey('/listing/tee', '?pid=5001&variation=7&size=3')).toBe('/listing/tee');
    expect(pageViewKey('/listing/tee', '?product=5001')).toBe('/listing/tee');
    expect(pageViewKey('/listing/tee', '?variation=7&utm_source=mail')).toBe(
      '/listing/tee?utm_source=mail',
    );
  });

  it('keeps every other query, and a bare path as it is', () => {
    expect(pageViewKey('/search', '?searchterm=tee')).toBe('/search?searchterm=tee');
    expect(pageViewKey('/cart', '')).toBe('/cart');
    expect(pageViewKey('/cart', '?')).toBe('/cart');
  });
});
