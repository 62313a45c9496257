import { storeCookieAttributes } from './index';

describe('store cookie attributes', () => {
  it('whole site, Lax, not Secure on http (jsdom is http://localhost)', () => {
    expect(storeCookieAttributes(365)).toEqual({
      expires: 365,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
    expect(storeCookieAttributes()).not.toHaveProperty('expires');
  });

  it('Secure on https', () => {
    expect(storeCookieAttributes(1, 'https:').secure).toBe(true);
    expect(storeCookieAttributes(1, 'http:').secure).toBe(false);
  });
});
