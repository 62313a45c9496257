import { followDataLayer, googleEventOf, metaEventOf, type DataLayerEntry } from './tagBridge';

// The store's dataLayer events as the tags receive them: each once, in order, in their own names.

const addToCart: DataLayerEntry = {
  event: 'add_to_cart',
  ecommerce: {
    currency: 'USD',
    value: 50,
    items: [{ item_id: 'p1', item_name: 'Tee', price: 25, quantity: 2 }],
  },
};

test('a Google tag gets the ecommerce object as parameters, in GA4 names', () => {
  expect(googleEventOf(addToCart)).toEqual({ name: 'add_to_cart', params: addToCart.ecommerce });
  expect(googleEventOf({ event: 'product-impression', ecommerce: { items: [] } }).name).toBe(
    'view_item_list',
  );
  expect(googleEventOf({ event: 'product-click', ecommerce: { items: [] } }).name).toBe(
    'select_item',
  );
  // The purchase is flat (mf-checkout purchaseTracking): its own fields are the parameters.
  expect(
    googleEventOf({ event: 'purchase', transaction_id: 'TP-1', value: 30, currency: 'USD' }),
  ).toEqual({ name: 'purchase', params: { transaction_id: 'TP-1', value: 30, currency: 'USD' } });
});

test('a page view carries the page location (the tag sends none of its own)', () => {
  const view = googleEventOf(
    { event: 'page_view', page_path: '/search', page_title: 'Search' },
    'https://demo.example/search?q=tee',
  );
  expect(view.params).toEqual({
    page_path: '/search',
    page_title: 'Search',
    page_location: 'https://demo.example/search?q=tee',
  });
});

test('Meta gets its standard events with currency, value and the items, and nothing else', () => {
  expect(metaEventOf(addToCart)).toEqual({
    name: 'AddToCart',
    params: {
      currency: 'USD',
      value: 50,
      content_ids: ['p1'],
      content_type: 'product',
      num_items: 2,
    },
  });
  expect(metaEventOf({ event: 'page_view', page_path: '/' })).toEqual({
    name: 'PageView',
    params: {},
  });
  expect(metaEventOf({ event: 'begin_checkout', ecommerce: { value: 10 } })?.name).toBe(
    'InitiateCheckout',
  );
  expect(metaEventOf({ event: 'purchase', value: 30, currency: 'USD' })).toEqual({
    name: 'Purchase',
    params: { value: 30, currency: 'USD' },
  });
  expect(metaEventOf({ event: 'product-impression' })).toBeNull();
  expect(metaEventOf({ event: 'remove_from_cart' })).toBeNull();
});

test('every event already in the dataLayer and every one pushed after is told once, in order', () => {
  const win = {
    dataLayer: [{ event: 'page_view' }, { 'gtm.start': 1, event: 'gtm.js' }] as unknown[],
  };
  const told: string[] = [];
  followDataLayer(win, (e) => told.push(e.event));
  win.dataLayer.push({ event: 'view_item' });
  win.dataLayer.push({ event: 'add_to_cart' }, { event: 'begin_checkout' });
  // A gtag command (an Arguments object) and a plain value are not events.
  (function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- what gtag() pushes
    win.dataLayer.push(arguments);
  })('consent', 'update', {});
  win.dataLayer.push('x');
  expect(told).toEqual(['page_view', 'view_item', 'add_to_cart', 'begin_checkout']);
  // The store's own entries are all still there.
  expect(win.dataLayer).toHaveLength(7);
});

test('a tag that throws never stops the store pushing', () => {
  const win: { dataLayer?: unknown[] } = {};
  followDataLayer(win, () => {
    throw new Error('tag broke');
  });
  expect(() => win.dataLayer?.push({ event: 'add_to_cart' })).not.toThrow();
  expect([...(win.dataLayer ?? [])]).toEqual([{ event: 'add_to_cart' }]);
});
