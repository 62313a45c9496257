import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { defineCatalog, type LocaleLoader, type LocaleTexts } from './catalog';
import { loadedTexts, textsReady } from './localeTexts';
import { BundleIntl, type BundleWords } from './RemoteIntl';

const catalog = defineCatalog({
  title: { id: 't.title', defaultMessage: 'Your cart' },
  count: { id: 't.count', defaultMessage: '{n, plural, one {# item} other {# items}}' },
});

/** A loader whose answers the test gives, one per locale asked. */
function deferredLoader() {
  const asked = new Map<
    string,
    { resolve: (t: LocaleTexts) => void; reject: (e: Error) => void }
  >();
  const load: LocaleLoader = (locale) =>
    new Promise((resolve, reject) => asked.set(locale, { resolve, reject }));
  return { load, asked };
}

function Page() {
  return (
    <h1>
      <FormattedMessage id="t.title" defaultMessage="Your cart" />{' '}
      <FormattedMessage id="t.count" values={{ n: 2 }} />
    </h1>
  );
}

const show = (locale: string, words: BundleWords) => (
  <Suspense fallback={<p>loading words</p>}>
    <BundleIntl locale={locale} words={words}>
      <Page />
    </BundleIntl>
  </Suspense>
);

describe('texts per locale, a chunk each', () => {
  it('en needs no chunk: the words are in the code', () => {
    const { load, asked } = deferredLoader();
    render(show('en', { catalogs: [catalog], load }));
    expect(screen.getByRole('heading').textContent).toBe('Your cart 2 items');
    expect(asked.size).toBe(0);
  });

  it("waits for the shopper's locale on the first render, then shows it", async () => {
    const { load, asked } = deferredLoader();
    await act(async () => render(show('de', { catalogs: [catalog], load })));
    expect(screen.getByText('loading words')).toBeTruthy();
    await act(async () =>
      asked.get('de')?.resolve({ 't.title': 'Ihr Warenkorb', 't.count': '{n} Artikel' }),
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Ihr Warenkorb 2 Artikel');
  });

  it('a locale whose chunk fails shows en, never an id', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, asked } = deferredLoader();
    await act(async () => render(show('fr', { catalogs: [catalog], load })));
    await act(async () => asked.get('fr')?.reject(new Error('ChunkLoadError')));
    expect((await screen.findByRole('heading')).textContent).toBe('Your cart 2 items');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('a change of locale keeps the words on screen until the new ones are here', async () => {
    const { load, asked } = deferredLoader();
    const words = { catalogs: [catalog], load };
    const view = await act(async () => render(show('nl', words)));
    await act(async () => asked.get('nl')?.resolve({ 't.title': 'Uw winkelwagen' }));
    expect((await screen.findByRole('heading')).textContent).toBe('Uw winkelwagen 2 items');
    await act(async () => view.rerender(show('it', words)));
    expect(screen.getByRole('heading').textContent).toBe('Uw winkelwagen 2 items');
    await act(async () => asked.get('it')?.resolve({ 't.title': 'Il tuo carrello' }));
    await waitFor(() =>
      expect(screen.getByRole('heading').textContent).toBe('Il tuo carrello 2 items'),
    );
  });

  it('loads each locale once, and keeps the merged texts the same object', async () => {
    let calls = 0;
    const load: LocaleLoader = (locale) => {
      calls += 1;
      return Promise.resolve({ 't.title': `${locale} title` });
    };
    await textsReady([load], 'es');
    await textsReady([load], 'es');
    expect(calls).toBe(1);
    expect(loadedTexts([load], 'es')).toEqual({ 't.title': 'es title' });
    const loads = [load];
    expect(loadedTexts(loads, 'es')).toBe(loadedTexts(loads, 'es'));
    expect(loadedTexts([load], 'pt-BR')).toBeNull();
  });
});
