import { REGIONS } from '../i18n';
import { fulfillmentRegionOf, preferenceCookieName, preferenceCookieText } from './preferences';

describe('the Preferences cookie (written by the modal and by the store server alike)', () => {
  it('is one per store', () => {
    expect(preferenceCookieName('demo')).toBe('localization_demo');
  });

  it('holds its four fields in one order, whatever order they were given in', () => {
    expect(
      preferenceCookieText({
        fulfillmentRegion: 'EUR',
        locale: 'de',
        currency: 'EUR',
        region: 'EU',
      }),
    ).toBe('{"region":"EU","currency":"EUR","locale":"de","fulfillmentRegion":"EUR"}');
  });

  it('the fulfillment region follows the region (SPEC §9), the default when unknown', () => {
    expect(fulfillmentRegionOf('EU', REGIONS)).toBe('EUR');
    expect(fulfillmentRegionOf('Canada', REGIONS)).toBe('USA');
    expect(fulfillmentRegionOf('Mars', REGIONS)).toBe('USA');
  });
});
