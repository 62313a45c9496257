import { pageTags } from './pageTags';

/** A window with what pageTags reads: the navigation entry and matchMedia. */
function fakeWindow(opts: { ssr?: string; width: number }): Window {
  const serverTiming = opts.ssr === undefined ? [] : [{ name: 'ssr', description: opts.ssr }];
  return {
    performance: { getEntriesByType: () => [{ serverTiming }] },
    // The SPEC's breakpoint: under 767 px is mobile.
    matchMedia: (q: string) => ({ matches: q === '(width < 767px)' && opts.width < 767 }),
  } as unknown as Window;
}

test('a listing rendered on the server, on a phone', () => {
  expect(pageTags('/listing/classic-hoodie', fakeWindow({ ssr: 'render', width: 390 }))).toEqual({
    page: 'listing',
    remote: 'mf-catalog',
    render: 'render',
    form: 'mobile',
  });
});

test('a checkout the browser rendered, on a desktop', () => {
  expect(pageTags('/checkout/abc', fakeWindow({ width: 1280 }))).toEqual({
    page: 'checkout',
    remote: 'mf-checkout',
    render: 'client',
    form: 'desktop',
  });
});

test('a server fallback keeps its reason; 767 px is already desktop', () => {
  expect(pageTags('/', fakeWindow({ ssr: 'fallback-budget', width: 767 }))).toEqual({
    page: 'home',
    remote: 'mf-catalog',
    render: 'fallback-budget',
    form: 'desktop',
  });
});

test('a support page from the cache; an unknown deep path is other', () => {
  expect(pageTags('/track', fakeWindow({ ssr: 'cache', width: 500 })).page).toBe('support');
  expect(pageTags('/x/y/z', fakeWindow({ width: 500 })).page).toBe('other');
});
