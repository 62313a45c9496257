import { installRequestScopeProvider, type RequestScope } from '@store/shared';
import { disableProductCache, productCacheUsable, resetProductCache } from './productCache';

// SPEC §8: a failed product cache is off for the rest of the page load; on the server a page
// load is one request, so one request's failure never turns it off for another.

describe('the product cache switch', () => {
  let scope: RequestScope | undefined;
  beforeAll(() => installRequestScopeProvider({ current: () => scope }));
  afterAll(() => installRequestScopeProvider({ current: () => undefined }));
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    scope = undefined;
    resetProductCache();
    jest.restoreAllMocks();
  });

  test('in the browser: off after a failure until the page loads again', () => {
    expect(productCacheUsable(false, true)).toBe(true);
    expect(productCacheUsable(false, false)).toBe(false);
    disableProductCache(new Error('down'));
    expect(productCacheUsable(false, true)).toBe(false);
    expect(productCacheUsable(true, true)).toBe(false);
  });

  test("on the server: one request's failure leaves the next request's cache on", () => {
    const first: RequestScope = { slots: new Map() };
    const second: RequestScope = { slots: new Map() };
    scope = first;
    disableProductCache(new Error('timed out'));
    expect(productCacheUsable(false, true)).toBe(false);
    scope = second;
    expect(productCacheUsable(false, true)).toBe(true);
    scope = first;
    expect(productCacheUsable(false, true)).toBe(false);
  });
});
