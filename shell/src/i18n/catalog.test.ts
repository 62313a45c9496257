import { catalogProblems, precompiledProblems, wordsIn } from '@store/shared/testing';
import { createIntl } from 'react-intl';
import { SHELL_WORDS } from './shellCatalogs';

/** What each id says in `locale`, as the shell's provider formats it. */
const textsIn = async (locale: string) => {
  const intl = createIntl({
    locale,
    defaultLocale: 'en',
    messages: await wordsIn(SHELL_WORDS, locale),
  });
  return (id: string) => intl.formatMessage({ id });
};

describe("the shell's message catalogs", () => {
  it('have every id in every locale, with the same placeholders as en, ids unique', async () => {
    expect(await catalogProblems(SHELL_WORDS)).toEqual([]);
  });

  it('render every id in every locale from precompiled trees (the bundles carry no parser)', async () => {
    expect(await precompiledProblems(SHELL_WORDS)).toEqual([]);
  });

  it('give en the SPEC texts and the words it has always shown', async () => {
    const en = await textsIn('en');
    expect(en('footer.trackOrder')).toBe('Track Order');
    expect(en('footer.contactUs')).toBe('Contact Us');
    expect(en('footer.refundPolicy')).toBe('Refund Policy');
    expect(en('shell.loadingStore')).toBe('Loading store');
    expect(en('shell.loadingPage')).toBe('Loading page');
    expect(en('layout.announcements')).toBe('Store announcements');
    const de = await textsIn('de');
    expect(de('footer.trackOrder')).toBe('Bestellung verfolgen');
    expect(de('shell.loadingPage')).toBe('Seite wird geladen');
  });
});
