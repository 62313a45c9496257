import { FALLBACK_REASONS } from '../ssr/fallbackReasons';
import { pageTypeOf, RENDER_MODES, renderModeOf } from './fieldVitals';

describe('pageTypeOf', () => {
  test.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/listing/classic-hoodie', 'listing'],
    ['/listing/classic-hoodie/', 'listing'],
    ['/apparel', 'collection'],
    ['/cart', 'cart'],
    ['/checkout/abc123', 'checkout'],
    ['/checkout-complete/abc123', 'checkout'],
    ['/thankyou', 'checkout'],
    ['/support', 'support'],
    ['/support/shipping', 'support'],
    ['/track', 'support'],
    ['/track/recover', 'support'],
    ['/contact', 'support'],
    ['/privacy-policy', 'support'],
    ['/404', 'other'],
    ['/listing-not-found', 'other'],
    ['/a/deeper/unknown/path', 'other'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});

describe('renderModeOf', () => {
  test('reads the server timing description', () => {
    expect(renderModeOf('render')).toBe('render');
    expect(renderModeOf('cache')).toBe('cache');
    expect(renderModeOf('fallback-budget')).toBe('fallback-budget');
  });

  test('no description is the browser render', () => {
    expect(renderModeOf(undefined)).toBe('client');
    expect(renderModeOf('')).toBe('client');
  });

  test('an unknown fallback reason is a fallback, anything else unknown is the browser', () => {
    expect(renderModeOf('fallback-new-reason')).toBe('fallback');
    expect(renderModeOf('made-up')).toBe('client');
  });

  test('every fallback reason of the store server is a mode', () => {
    for (const reason of FALLBACK_REASONS) expect(RENDER_MODES).toContain(`fallback-${reason}`);
  });
});
