import { catalogProblems, wordsIn } from '@store/shared/testing';
import { CART_WORDS } from './cartCatalogs';
import { UNAVAILABLE_ITEMS_TEXT } from './page/unavailableText';

describe("mf-cart's message catalogs", () => {
  it('have every id in every locale, with the same placeholders as en, ids unique', async () => {
    expect(await catalogProblems(CART_WORDS)).toEqual([]);
  });

  it('give en the SPEC texts', async () => {
    const en = await wordsIn(CART_WORDS, 'en');
    expect(en['cart.unavailableText']).toBe(UNAVAILABLE_ITEMS_TEXT);
    expect(en['shelf.title']).toBe('You might also like');
  });
});
