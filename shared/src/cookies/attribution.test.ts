import Cookies from 'js-cookie';
import { asksForAttribution, attributionCookies } from './attributionRules';
import {
  cleanAffiliate,
  readAffiliate,
  readTrafficSource,
  rememberAttribution,
  TIKTOK_COOKIE,
} from './attribution';

describe('attribution (affiliate and TikTok)', () => {
  afterEach(() => {
    Cookies.remove('aid', { path: '/' });
    Cookies.remove(TIKTOK_COOKIE, { path: '/' });
    jest.useRealTimers();
  });

  it('strips the affiliate code to letters, digits and hyphens', () => {
    expect(cleanAffiliate('ab-12_<script>!')).toBe('ab-12script');
    expect(cleanAffiliate('!!!')).toBeNull();
    expect(cleanAffiliate(null)).toBeNull();
  });

  it('remembers ?aid from any landing page for 7 days; the URL wins, else the cookie', () => {
    rememberAttribution('?aid=shop-1%20x&pid=9');
    expect(Cookies.get('aid')).toBe('shop-1x');
    expect(readAffiliate('')).toBe('shop-1x');
    expect(readAffiliate('?aid=other')).toBe('other');
    rememberAttribution('?q=no-aid');
    expect(Cookies.get('aid')).toBe('shop-1x');
    Cookies.remove('aid', { path: '/' });
    expect(readAffiliate('')).toBeNull();
  });

  it('sets the affiliate cookie for 604800 seconds', () => {
    const set = jest.spyOn(Cookies, 'set');
    rememberAttribution('?aid=abc');
    expect(set).toHaveBeenCalledWith('aid', 'abc', expect.objectContaining({ expires: 7 }));
    set.mockRestore();
  });

  it('utm_source=TTEC marks the visit as TikTok for 2 hours; the URL source wins', () => {
    const set = jest.spyOn(Cookies, 'set');
    rememberAttribution('?utm_source=TTEC');
    expect(set).toHaveBeenCalledWith(
      TIKTOK_COOKIE,
      'TTEC',
      expect.objectContaining({ expires: 2 / 24 }),
    );
    set.mockRestore();
    expect(readTrafficSource('')).toBe('TTEC');
    expect(readTrafficSource('?utm_source=newsletter')).toBe('newsletter');
    Cookies.remove(TIKTOK_COOKIE, { path: '/' });
    expect(readTrafficSource('')).toBeNull();
  });

  it('ignores other utm sources for the TikTok cookie', () => {
    rememberAttribution('?utm_source=tiktok');
    expect(Cookies.get(TIKTOK_COOKIE)).toBeUndefined();
  });
});

describe('attributionCookies (the one rule the shell and the store server both remember by)', () => {
  it('names each cookie a landing address asks for, with its lifetime in days', () => {
    expect(attributionCookies('?aid=partner%207&utm_source=TTEC')).toEqual([
      { name: 'aid', value: 'partner7', days: 7 },
      { name: TIKTOK_COOKIE, value: 'TTEC', days: 2 / 24 },
    ]);
  });

  it('asks for nothing when the address names no affiliate and no TikTok visit', () => {
    expect(attributionCookies('')).toEqual([]);
    expect(attributionCookies('?aid=%3C%3E&utm_source=newsletter')).toEqual([]);
  });
});

describe('asksForAttribution (the after-paint script releases the shell for it)', () => {
  it.each([
    ['?aid=partner-7', true],
    ['?aid=%20%21', false],
    ['?aid=', false],
    ['?utm_source=TTEC', true],
    ['?utm_source=ttec', false],
    ['?q=tee&aid=x!y', true],
    ['', false],
  ])('%s: %s, as attributionCookies says', (search, asks) => {
    expect(asksForAttribution(search)).toBe(asks);
    expect(attributionCookies(search).length > 0).toBe(asks);
  });
});
