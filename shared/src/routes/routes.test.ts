import type { ExtraRoute } from '../types';
import { extraRedirect, findExtraRoute, isSupportFlagRoute, routeOwner } from './index';

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

describe('findExtraRoute', () => {
  const routes: ExtraRoute[] = [
    { path: 'summer', collection: 'apparel', title: 'Summer shop' },
    { path: '/shop', redirect: '/apparel' },
    { path: 'cart', redirect: '/apparel' },
    { path: 'search', collection: 'apparel' },
    { path: 'loop', redirect: '/loop/' },
  ];

  it('matches one segment, case-insensitively, with or without a trailing slash', () => {
    expect(findExtraRoute(routes, '/summer')).toEqual(routes[0]);
    expect(findExtraRoute(routes, '/SUMMER/')).toEqual(routes[0]);
    expect(findExtraRoute(routes, '/shop')).toEqual(routes[1]);
  });

  it('never shadows a page of the store or matches deeper paths', () => {
    expect(findExtraRoute(routes, '/cart')).toBeNull();
    expect(findExtraRoute(routes, '/search')).toBeNull();
    expect(findExtraRoute(routes, '/summer/more')).toBeNull();
    expect(findExtraRoute(routes, '/')).toBeNull();
  });

  it('ignores a redirect to itself, unknown paths and themes without extra routes', () => {
    expect(findExtraRoute(routes, '/loop')).toBeNull();
    expect(findExtraRoute(routes, '/winter')).toBeNull();
    expect(findExtraRoute(undefined, '/summer')).toBeNull();
  });
});

describe('extraRedirect', () => {
  it('gives the target of a redirect entry, and nothing for collection entries', () => {
    const routes: ExtraRoute[] = [
      { path: 'shop', redirect: '/apparel?sort=new' },
      { path: 'summer', collection: 'apparel' },
    ];
    expect(extraRedirect(routes, '/shop')).toBe('/apparel?sort=new');
    expect(extraRedirect(routes, '/summer')).toBeNull();
  });

  it('takes one hop only, so entries pointing at each other never loop', () => {
    const routes: ExtraRoute[] = [
      { path: 'a', redirect: '/b' },
      { path: 'b', redirect: '/a' },
    ];
    expect(extraRedirect(routes, '/a')).toBeNull();
    expect(extraRedirect(routes, '/b')).toBeNull();
  });
});
