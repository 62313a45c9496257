import { createIntl } from 'react-intl';
import { wordsIn } from '@store/shared/testing';
import { CATALOG_WORDS } from '../catalogCatalogs';
import { ordersPlaced, socialProof, storePromises } from './storePromises';

const intlFor = async (locale: string) =>
  createIntl({ locale, defaultLocale: 'en', messages: await wordsIn(CATALOG_WORDS, locale) });

describe('store promises (SPEC §1)', () => {
  it('names the 30 day free return policy, delivery and social proof', async () => {
    expect(storePromises(await intlFor('en'), 12)).toEqual([
      '30 Day Free Return Policy',
      'Printed on demand for you, shipped within a few business days',
      'Loved by fans: 12 orders',
    ]);
  });

  it('adds up the orders of the products shown, ignoring junk', async () => {
    expect(
      ordersPlaced([{ orders: 1337 }, { orders: 64 }, { orders: Number.NaN }, { orders: -3 }]),
    ).toBe(1401);
    expect(ordersPlaced([])).toBe(0);
  });

  it('says how many orders fans placed: ICU plurals, grouped by the locale', async () => {
    const en = await intlFor('en');
    expect(socialProof(en, 1401)).toBe('Loved by fans: 1,401 orders');
    expect(socialProof(en, 1)).toBe('Loved by fans: 1 order');
    expect(socialProof(en, 0)).toBe('Loved by fans');
    const de = await intlFor('de');
    expect(socialProof(de, 1401)).toBe('Von Fans geliebt: 1.401 Bestellungen');
    expect(socialProof(de, 1)).toBe('Von Fans geliebt: 1 Bestellung');
    expect(storePromises(de, 0)[0]).toBe('30 Tage kostenlose Rückgabe');
  });
});
