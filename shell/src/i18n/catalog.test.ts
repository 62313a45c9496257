import { catalogProblems, wordsIn } from '@store/shared/testing';
import { SHELL_WORDS } from './shellCatalogs';

describe("the shell's message catalogs", () => {
  it('have every id in every locale, with the same placeholders as en, ids unique', async () => {
    expect(await catalogProblems(SHELL_WORDS)).toEqual([]);
  });

  it('give en the SPEC texts', async () => {
    const en = await wordsIn(SHELL_WORDS, 'en');
    expect(en['footer.trackOrder']).toBe('Track Order');
    expect(en['footer.contactUs']).toBe('Contact Us');
    expect(en['footer.refundPolicy']).toBe('Refund Policy');
    expect((await wordsIn(SHELL_WORDS, 'de'))['footer.trackOrder']).toBe('Bestellung verfolgen');
  });
});
