import { catalogProblems, precompiledProblems } from '../i18n/catalogProblems';
import { enText } from '../i18n/enText';
import { HEAD_MESSAGES, headCatalog, loadHeadTexts } from './messages';
import { headTranslator } from './translator';

const HEAD_WORDS = { catalogs: [headCatalog], load: loadHeadTexts };

describe("the page heads' words", () => {
  it('have every id in every locale, precompiled as the bundles ship them', async () => {
    expect(await catalogProblems(HEAD_WORDS)).toEqual([]);
    expect(await precompiledProblems(HEAD_WORDS)).toEqual([]);
  });

  it("keep the SPEC's en wording", () => {
    expect(enText(HEAD_MESSAGES.checkout)).toBe('Checkout');
    expect(enText(HEAD_MESSAGES.notFound)).toBe('Page not found');
    expect(enText(HEAD_MESSAGES.login)).toBe('Login');
  });

  it("the store server's translator says them in the locale, a collection's count by its plural rules", () => {
    const de = headTranslator('de');
    expect(de(HEAD_MESSAGES.terms)).toBe('Nutzungsbedingungen');
    expect(de(HEAD_MESSAGES.collection, { count: 1, name: 'Hoodies' })).toBe(
      '1 Produkt in Hoodies',
    );
    expect(de(HEAD_MESSAGES.collection, { count: 1200, name: 'Tees' })).toBe(
      '1.200 Produkte in Tees',
    );
    expect(headTranslator('fr')(HEAD_MESSAGES.home, { store: 'Acme' })).toBe(
      'Achetez dans la boutique Acme : des articles imprimés à la demande.',
    );
  });

  it('en-GB says what en says unless it differs; a locale the store does not speak gets en', () => {
    expect(headTranslator('en-GB')(HEAD_MESSAGES.support)).toBe('Help centre');
    expect(headTranslator('xx')(HEAD_MESSAGES.cart)).toBe('Your cart');
    expect(headTranslator('en')(HEAD_MESSAGES.collection, { count: 2, name: 'Mugs' })).toBe(
      '2 products in Mugs',
    );
  });
});
