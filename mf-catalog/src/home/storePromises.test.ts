import { createIntl } from 'react-intl';
import { messagesFor } from '@store/shared';
import { CATALOG_CATALOGS } from '../catalogCatalogs';
import { ordersPlaced, socialProof, storePromises } from './storePromises';

const intlFor = (locale: string) =>
  createIntl({ locale, defaultLocale: 'en', messages: messagesFor(locale, CATALOG_CATALOGS) });

describe('store promises (SPEC §1)', () => {
  it('names the 30 day free return policy, delivery and social proof', () => {
    expect(storePromises(intlFor('en'), 12)).toEqual([
      '30 Day Free Return Policy',
      'Printed on demand for you, shipped within a few business days',
      'Loved by fans: 12 orders',
    ]);
  });

  it('adds up the orders of the products shown, ignoring junk', () => {
    expect(
      ordersPlaced([{ orders: 1337 }, { orders: 64 }, { orders: Number.NaN }, { orders: -3 }]),
    ).toBe(1401);
    expect(ordersPlaced([])).toBe(0);
  });

  it('says how many orders fans placed: ICU plurals, grouped by the locale', () => {
    const en = intlFor('en');
    expect(socialProof(en, 1401)).toBe('Loved by fans: 1,401 orders');
    expect(socialProof(en, 1)).toBe('Loved by fans: 1 order');
    expect(socialProof(en, 0)).toBe('Loved by fans');
    const de = intlFor('de');
    expect(socialProof(de, 1401)).toBe('Von Fans geliebt: 1.401 Bestellungen');
    expect(socialProof(de, 1)).toBe('Von Fans geliebt: 1 Bestellung');
    expect(storePromises(de, 0)[0]).toBe('30 Tage kostenlose Rückgabe');
  });
});
