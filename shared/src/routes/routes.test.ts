import { isSupportFlagRoute, routeOwner } from './index';

describe('routeOwner', () => {
  it.each([
    ['/', 'mf-catalog'],
    ['/search', 'mf-catalog'],
    ['/listing/cosmic-tee', 'mf-catalog'],
    ['/apparel', 'mf-catalog'],
    ['/cart', 'mf-cart'],
    ['/checkout/abc', 'mf-checkout'],
    ['/checkout/express', 'mf-checkout'],
    ['/checkout-complete/abc', 'mf-checkout'],
    ['/thankyou', 'mf-checkout'],
    ['/support', 'mf-support'],
    ['/support/track-my-order', 'mf-support'],
    ['/support/track/recover', 'mf-support'],
    ['/track', 'mf-support'],
    ['/track/recover', 'mf-support'],
    ['/contact', 'mf-support'],
    ['/login', 'mf-support'],
    ['/terms-of-use', 'mf-support'],
    ['/404', 'mf-support'],
    ['/listing-not-found', 'mf-support'],
    ['/some/deep/unknown', 'mf-support'],
  ])('%s belongs to %s', (path, owner) => {
    expect(routeOwner(path)).toBe(owner);
  });

  it('knows the support-flag routes', () => {
    expect(isSupportFlagRoute('/support/billing')).toBe(true);
    expect(isSupportFlagRoute('/track/recover')).toBe(true);
    expect(isSupportFlagRoute('/track')).toBe(false);
  });
});
