// Every locale's words loaded before each test file's tests, as the shell loads a bundle's before
// its first render (`prepare`): views then render at once, in any locale, as in the browser.
// Imported inside the hook, after the test file's own imports and `jest.mock`s, so the words
// land in the very modules the tests use; a file that mocks shared whole renders no words.
beforeAll(async () => {
  const { prepareWords, SUPPORTED_LOCALES } = await import('@store/shared');
  if (typeof prepareWords !== 'function') return;
  const { CATALOG_WORDS } = await import('../catalogCatalogs');
  await Promise.all(SUPPORTED_LOCALES.map((locale) => prepareWords(CATALOG_WORDS, locale)));
});
