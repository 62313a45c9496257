import { SUPPORTED_LOCALES } from '@store/shared';
import { paypalLocale, stripeLocale } from './providerLocale';

describe("the providers' names for the shopper's locale", () => {
  it('Stripe takes every supported locale as it is; anything else is auto', () => {
    expect(SUPPORTED_LOCALES.map(stripeLocale)).toEqual([...SUPPORTED_LOCALES]);
    expect(stripeLocale('sv')).toBe('auto');
  });

  it('PayPal wants language_COUNTRY; anything else is en_US', () => {
    expect(SUPPORTED_LOCALES.map(paypalLocale)).toEqual([
      'en_US',
      'de_DE',
      'nl_NL',
      'fr_FR',
      'it_IT',
      'es_ES',
      'pt_BR',
      'en_GB',
    ]);
    expect(paypalLocale('xx')).toBe('en_US');
  });
});
