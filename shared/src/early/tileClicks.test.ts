/** @jest-environment jsdom */
import { pushTileClicksLeftToBrowser, tileClickEvent } from './tileClicks';

// A tile's link the browser follows (before the page is live, or before its grid is) pushes the
// product-click the live grid would have pushed, from the grid's own HTML; a click the live grid
// takes (its router link keeps the browser from following it) is the grid's to push.

const items = [
  { item_id: '5001', item_name: 'Tidepool Wave Tee', item_list_name: 'home', index: 0 },
  { item_id: '5002', item_name: 'Kelp Forest Hoodie', item_list_name: 'home', index: 1 },
];
const grid = (impressions: string) => `<ul data-impressions='${impressions}'>
  <li><a href="/listing/tee?pid=5001"><img alt="Tee"><span>Tidepool Wave Tee</span></a></li>
  <li><a href="/listing/hoodie?pid=5002"><span>Kelp Forest Hoodie</span></a><form><button>Quick add</button></form></li>
</ul>`;

let layer: Record<string, unknown>[];
beforeAll(() => {
  pushTileClicksLeftToBrowser(document, () => layer);
  // The quick add's form goes nowhere (jsdom does not submit).
  document.addEventListener('submit', (e) => e.preventDefault());
});
beforeEach(() => {
  layer = [];
  document.documentElement.removeAttribute('data-interactive');
  document.body.innerHTML = grid(JSON.stringify({ currency: 'USD', items }));
});

const link = (text: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent?.includes(text))!;

test("a tile's link clicked before the page is live: its product-click, in the live grid's shape", () => {
  link('Kelp Forest Hoodie').click();
  expect(layer).toEqual([
    { event: 'product-click', ecommerce: { currency: 'USD', items: [items[1]] } },
  ]);
});

test('a click inside the link (its image) counts; the quick add, or the page outside, does not', () => {
  (document.querySelector('img') as HTMLElement).click();
  expect(layer.map((e) => (e.ecommerce as { items: unknown[] }).items[0])).toEqual([items[0]]);
  document.querySelector('button')!.click();
  document.body.click();
  expect(layer).toHaveLength(1);
});

test('a click the live grid took (its router link kept the browser from following it): nothing from here', () => {
  document.documentElement.setAttribute('data-interactive', '');
  const takenByTheGrid = (e: Event) => e.preventDefault();
  const tee = link('Tidepool Wave Tee');
  tee.addEventListener('click', takenByTheGrid);
  tee.click();
  tee.removeEventListener('click', takenByTheGrid);
  expect(layer).toEqual([]);
});

test('the page live but its grid not yet hydrated: the click the browser follows is pushed from here', () => {
  document.documentElement.setAttribute('data-interactive', '');
  link('Kelp Forest Hoodie').click();
  expect(layer).toEqual([
    { event: 'product-click', ecommerce: { currency: 'USD', items: [items[1]] } },
  ]);
});

test('the page live, a tile opened in a new tab: the grid pushed it before the browser took it', () => {
  document.documentElement.setAttribute('data-interactive', '');
  link('Kelp Forest Hoodie').dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
  );
  expect(layer).toEqual([]);
  // Before the page is live nothing else pushes it.
  document.documentElement.removeAttribute('data-interactive');
  link('Kelp Forest Hoodie').dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
  );
  expect(layer).toHaveLength(1);
});

test('a grid whose data is unreadable, or says less than it shows, pushes nothing', () => {
  document.body.innerHTML = grid('{not json');
  expect(tileClickEvent(link('Tidepool Wave Tee'))).toBeNull();
  document.body.innerHTML = grid(JSON.stringify({ currency: 'USD', items: [items[0]] }));
  expect(tileClickEvent(link('Kelp Forest Hoodie'))).toBeNull();
  expect(tileClickEvent(null)).toBeNull();
});

test("says it listens, so the page's inline capture stops pushing tile clicks", () => {
  expect((window as unknown as { storeTileClicks?: boolean }).storeTileClicks).toBe(true);
});
