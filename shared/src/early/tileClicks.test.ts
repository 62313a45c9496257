/** @jest-environment jsdom */
import { pushTileClicksUntilLive, tileClickEvent } from './tileClicks';

// A tile's link followed before the page is live pushes the product-click the live grid would
// have pushed, from the grid's own HTML; once the page is live the grid's handler is the one.

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
  pushTileClicksUntilLive(document, () => layer);
  // The test's clicks go nowhere (jsdom does not navigate or submit).
  document.addEventListener('click', (e) => e.preventDefault());
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

test('once the page is live the grid pushes it itself: nothing from here', () => {
  document.documentElement.setAttribute('data-interactive', '');
  link('Tidepool Wave Tee').click();
  expect(layer).toEqual([]);
});

test('a grid whose data is unreadable, or says less than it shows, pushes nothing', () => {
  document.body.innerHTML = grid('{not json');
  expect(tileClickEvent(link('Tidepool Wave Tee'))).toBeNull();
  document.body.innerHTML = grid(JSON.stringify({ currency: 'USD', items: [items[0]] }));
  expect(tileClickEvent(link('Kelp Forest Hoodie'))).toBeNull();
  expect(tileClickEvent(null)).toBeNull();
});
