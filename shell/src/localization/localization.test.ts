import { DEFAULT_LOCALIZATION_DETAILS } from '@store/shared';
import Cookies from 'js-cookie';
import { buyerChoice, offeredChoice, resolveLocalization, urlChoice } from './localization';
import { preferenceCookieName, readPreference, writePreference } from './preferenceCookie';

describe('resolveLocalization', () => {
  it('is the SPEC §9 default with nothing chosen: en, USD, USA', () => {
    expect(resolveLocalization([])).toEqual({
      locale: 'en',
      currency: 'USD',
      region: 'USA',
      fulfillmentRegion: 'USA',
    });
  });

  it('takes each field from the first source that has it; the fulfillment region follows', () => {
    const url = { currency: 'GBP' };
    const saved = { region: 'EU', locale: 'de', currency: 'EUR' };
    const buyer = buyerChoice({
      buyer_region: 'Canada',
      buyer_currency: 'CAD',
      buyer_locale: 'fr',
      fulfillment_region: 'USA',
    });
    expect(resolveLocalization([url, saved, buyer])).toEqual({
      locale: 'de',
      currency: 'GBP',
      region: 'EU',
      fulfillmentRegion: 'EUR',
    });
    expect(resolveLocalization([{}, {}, buyer])).toEqual({
      locale: 'fr',
      currency: 'CAD',
      region: 'Canada',
      fulfillmentRegion: 'USA',
    });
  });

  it('ignores what the store does not offer (a tampered cookie or URL)', () => {
    expect(
      offeredChoice(
        { locale: 'xx', currency: 'JPY', region: 'Mars', extra: 1 },
        DEFAULT_LOCALIZATION_DETAILS,
      ),
    ).toEqual({});
    expect(resolveLocalization([{ currency: 'JPY' }, { currency: 'AUD' }]).currency).toBe('AUD');
    const onlyEuro = {
      ...DEFAULT_LOCALIZATION_DETAILS,
      available_currencies: [{ currency: 'EUR', symbol: '€' }],
    };
    expect(resolveLocalization([{ currency: 'GBP' }], onlyEuro).currency).toBe('USD');
  });
});

describe('urlChoice', () => {
  it('reads region, currency and locale on a listing URL, the locale on any page (hreflang alternates)', () => {
    expect(urlChoice('/listing/tee', '?region=EU&currency=eur&locale=de&pid=1')).toEqual({
      region: 'EU',
      currency: 'EUR',
      locale: 'de',
    });
    expect(urlChoice('/', '?region=EU&currency=EUR')).toEqual({});
    expect(urlChoice('/terms-of-use', '?locale=fr&currency=EUR')).toEqual({ locale: 'fr' });
  });
});

describe('preference cookie', () => {
  afterEach(() => Cookies.remove(preferenceCookieName('demo'), { path: '/' }));

  it('is saved per store and read back', () => {
    writePreference('demo', {
      region: 'EU',
      currency: 'EUR',
      locale: 'de',
      fulfillmentRegion: 'EUR',
    });
    expect(readPreference('demo')).toEqual({
      region: 'EU',
      currency: 'EUR',
      locale: 'de',
      fulfillmentRegion: 'EUR',
    });
    expect(readPreference('afterdark')).toBeNull();
  });

  it('reads a malformed cookie as no preference', () => {
    for (const raw of ['not json', '[1,2]', '"EU"', 'null', '%E0%A4%A']) {
      document.cookie = `${preferenceCookieName('demo')}=${raw}; path=/`;
      expect(readPreference('demo')).toBeNull();
    }
  });
});
