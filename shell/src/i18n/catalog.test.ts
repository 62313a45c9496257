import { catalogProblems, wordsIn } from '@store/shared/testing';
import { SHELL_WORDS } from './shellCatalogs';

describe("the shell's message catalogs", () => {
  it('have every id in every locale, with the same placeholders as en, ids unique', async () => {
    expect(await catalogProblems(SHELL_WORDS)).toEqual([]);
  });

  it('give en the SPEC texts and the words it has always shown', async () => {
    const en = await wordsIn(SHELL_WORDS, 'en');
    expect(en['footer.trackOrder']).toBe('Track Order');
    expect(en['footer.contactUs']).toBe('Contact Us');
    expect(en['footer.refundPolicy']).toBe('Refund Policy');
    expect(en['shell.loadingStore']).toBe('Loading store');
    expect(en['shell.loadingPage']).toBe('Loading page');
    expect(en['layout.announcements']).toBe('Store announcements');
    const de = await wordsIn(SHELL_WORDS, 'de');
    expect(de['footer.trackOrder']).toBe('Bestellung verfolgen');
    expect(de['shell.loadingPage']).toBe('Seite wird geladen');
  });
});
