import { messagesFor } from '@store/shared';
import { catalogProblems } from '@store/shared/testing';
import { CART_CATALOGS } from './cartCatalogs';
import { UNAVAILABLE_ITEMS_TEXT } from './page/unavailableText';

describe("mf-cart's message catalogs", () => {
  it('have every id in every locale, with the same placeholders as en, ids unique', () => {
    expect(catalogProblems(CART_CATALOGS)).toEqual([]);
  });

  it('give en the SPEC texts', () => {
    const en = messagesFor('en', CART_CATALOGS);
    expect(en['cart.unavailableText']).toBe(UNAVAILABLE_ITEMS_TEXT);
    expect(en['shelf.title']).toBe('You might also like');
  });
});
