import { messagesFor } from '@store/shared';
import { catalogProblems } from '@store/shared/testing';
import { SHELL_CATALOGS } from './shellCatalogs';

describe("the shell's message catalogs", () => {
  it('have every id in every locale, with the same placeholders as en, ids unique', () => {
    expect(catalogProblems(SHELL_CATALOGS)).toEqual([]);
  });

  it('give en the SPEC texts', () => {
    const en = messagesFor('en', SHELL_CATALOGS);
    expect(en['footer.trackOrder']).toBe('Track Order');
    expect(en['footer.contactUs']).toBe('Contact Us');
    expect(en['footer.refundPolicy']).toBe('Refund Policy');
    expect(messagesFor('de', SHELL_CATALOGS)['footer.trackOrder']).toBe('Bestellung verfolgen');
  });
});
