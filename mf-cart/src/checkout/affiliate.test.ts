import Cookies from 'js-cookie';
import { cleanAffiliate, readAffiliate, readTrafficSource } from './affiliate';

describe('affiliate code', () => {
  afterEach(() => Cookies.remove('aid', { path: '/' }));

  it('is stripped to letters, digits and hyphens', () => {
    expect(cleanAffiliate('ab-12_<script>!')).toBe('ab-12script');
    expect(cleanAffiliate('!!!')).toBeNull();
    expect(cleanAffiliate(null)).toBeNull();
  });

  it('comes from ?aid (and is remembered in a cookie), else from the cookie', () => {
    expect(readAffiliate('?aid=shop-1%20x')).toBe('shop-1x');
    expect(Cookies.get('aid')).toBe('shop-1x');
    expect(readAffiliate('')).toBe('shop-1x');
    Cookies.remove('aid', { path: '/' });
    expect(readAffiliate('')).toBeNull();
  });

  it('reads utm_source as the traffic source', () => {
    expect(readTrafficSource('?utm_source=tiktok')).toBe('tiktok');
    expect(readTrafficSource('')).toBeNull();
  });
});
