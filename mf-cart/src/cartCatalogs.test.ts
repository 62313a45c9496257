import { catalogProblems, precompiledProblems, wordsIn } from '@store/shared/testing';
import { createIntl } from 'react-intl';
import { CART_WORDS } from './cartCatalogs';
import { UNAVAILABLE_ITEMS_TEXT } from './page/unavailableText';

describe("mf-cart's message catalogs", () => {
  it('have every id in every locale, with the same placeholders as en, ids unique', async () => {
    expect(await catalogProblems(CART_WORDS)).toEqual([]);
  });

  it('render every id in every locale from precompiled trees (the bundles carry no parser)', async () => {
    expect(await precompiledProblems(CART_WORDS)).toEqual([]);
  });

  it('give en the SPEC texts', async () => {
    const en = createIntl({ locale: 'en', messages: await wordsIn(CART_WORDS, 'en') });
    expect(en.formatMessage({ id: 'cart.unavailableText' })).toBe(
      'The following item(s) were removed from your cart because they are not available at this time.',
    );
    expect(UNAVAILABLE_ITEMS_TEXT).toBe(en.formatMessage({ id: 'cart.unavailableText' }));
    expect(en.formatMessage({ id: 'shelf.title' })).toBe('You might also like');
  });
});
