import { closeTarget } from './closeSearch';

const ORIGIN = 'https://demo.example';
const facts = (over: Partial<Parameters<typeof closeTarget>[0]>) => ({
  movedInApp: false,
  referrer: '',
  origin: ORIGIN,
  historyLength: 1,
  ...over,
});

test('moved here in the app: back in the app', () => {
  expect(closeTarget(facts({ movedInApp: true, historyLength: 3 }))).toBe('app-back');
});

test("loaded as a whole page from one of the store's pages: back in the browser's history", () => {
  expect(
    closeTarget(facts({ referrer: `${ORIGIN}/listing/wave-tee?pid=1`, historyLength: 2 })),
  ).toBe('page-back');
});

test('opened from another site, typed in, or a new tab: home, never out of the store', () => {
  expect(closeTarget(facts({ referrer: 'https://www.google.com/', historyLength: 2 }))).toBe(
    'home',
  );
  expect(closeTarget(facts({ referrer: '', historyLength: 2 }))).toBe('home');
  expect(closeTarget(facts({ referrer: `${ORIGIN}/`, historyLength: 1 }))).toBe('home');
  expect(closeTarget(facts({ referrer: 'not a url', historyLength: 2 }))).toBe('home');
});
