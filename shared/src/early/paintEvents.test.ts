/** @jest-environment jsdom */
import { paintEvents, paintKey, sendPaintEvents, takePaintEvent } from './paintEvents';

// A page only looked at: its view, its lists' impressions and its listing's view_item are pushed
// from the HTML at paint (store-page-view.js); the live app then takes the first of each instead
// of pushing it again.

const KEY = '@store/paint-events/v1';
const impressions = (list: string, ids: string[]) => ({
  currency: 'USD',
  items: ids.map((id, index) => ({ item_id: id, item_list_name: list, index, price: 24.99 })),
});
const viewItem = { currency: 'USD', value: 24.99, items: [{ item_id: '5001', price: 24.99 }] };

function serve(body: string, url = '/listing/tee?pid=5001') {
  window.history.replaceState(null, '', url);
  document.title = 'Tee | Demo';
  document.body.innerHTML = body;
  const w = window as unknown as Record<string, unknown>;
  delete w.dataLayer;
  delete w[KEY];
}

/** The page's dataLayer, as the early script and the shell push to it. */
const layer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer;

const attr = (value: unknown) => JSON.stringify(value).replace(/'/g, '&#39;');

it('pushes the page view, each list shown and the listing viewed, in that order', () => {
  serve(
    `<div data-view-item='${attr(viewItem)}'><ul data-impressions='${attr(impressions('related', ['5002', '5003']))}'></ul></div>`,
  );
  sendPaintEvents();
  expect(layer()).toEqual([
    { event: 'page_view', page_path: '/listing/tee?pid=5001', page_title: 'Tee | Demo' },
    { event: 'product-impression', ecommerce: impressions('related', ['5002', '5003']) },
    { event: 'view_item', ecommerce: viewItem },
  ]);
});

it('keeps what a tag already pushed to the dataLayer, and adds after it', () => {
  serve('');
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [{ 'gtm.start': 1 }];
  sendPaintEvents();
  expect(layer()?.map((e) => e.event ?? 'gtm')).toEqual(['gtm', 'page_view']);
});

it('skips an attribute that is not JSON, or a list without items, and still sends the view', () => {
  serve(
    `<ul data-impressions='{not json'></ul><ul data-impressions='${attr(impressions('home', []))}'></ul><div data-view-item='"text"'></div>`,
    '/',
  );
  expect(paintEvents(document).map((e) => e.event)).toEqual(['page_view']);
});

it('the live app takes each paint event once: its second of the kind is its own', () => {
  serve(`<ul data-impressions='${attr(impressions('home', ['5001']))}'></ul>`, '/');
  sendPaintEvents();
  const view = { event: 'page_view', page_path: '/', page_title: 'Demo' };
  const shown = { event: 'product-impression', ecommerce: impressions('home', ['5001']) };
  expect(takePaintEvent(view)).toBe(true);
  expect(takePaintEvent(view)).toBe(false);
  expect(takePaintEvent(shown)).toBe(true);
  expect(takePaintEvent(shown)).toBe(false);
  // Not sent at paint: another list, another page, another kind of event.
  expect(takePaintEvent({ ...shown, ecommerce: impressions('search', ['5001']) })).toBe(false);
  expect(takePaintEvent({ ...view, page_path: '/apparel' })).toBe(false);
  expect(takePaintEvent({ event: 'add_to_cart' })).toBe(false);
});

it("the live page's first view of the same path is taken, its address's query corrected or not", () => {
  serve('', '/listing/tee?pid=5001');
  sendPaintEvents();
  // The listing adopted the colour and size picked before it hydrated (REPLACE) before the shell
  // reported its first view.
  expect(
    takePaintEvent({ event: 'page_view', page_path: '/listing/tee?pid=5001&variation=7&size=xl' }),
  ).toBe(true);
  expect(takePaintEvent({ event: 'page_view', page_path: '/listing/tee?pid=5001' })).toBe(false);
});

it('a page without paint events (the browser rendered it) takes nothing', () => {
  serve('');
  expect(takePaintEvent({ event: 'page_view', page_path: '/listing/tee?pid=5001' })).toBe(false);
});

it('keys events by name and subject', () => {
  expect(paintKey({ event: 'page_view', page_path: '/a?b=1' })).toBe('page_view|/a');
  expect(paintKey({ event: 'view_item', ecommerce: viewItem })).toBe('view_item|5001');
  expect(paintKey({ event: 'product-impression', ecommerce: impressions('home', ['1']) })).toBe(
    'impressions|home',
  );
  expect(paintKey({ event: 'purchase' })).toBeNull();
});

describe('an action the store server did for a form, told on the page it came back to', () => {
  const added = {
    event: 'add_to_cart',
    ecommerce: { currency: 'USD', value: 49.98, items: [{ item_id: '5001', quantity: 2 }] },
  };
  const notice = (id: string, event: unknown = added) =>
    `<div data-action-id="${id}" data-action-event='${attr(event)}'><p>Added to cart</p></div>`;
  beforeEach(() => window.sessionStorage.clear());

  it('is pushed once, after the page view; a reload of the same address does not push it again', () => {
    serve(notice('a1b2c3d4e5f6'), '/listing/tee?pid=5001&notice=added&added=2&action=a1b2c3d4e5f6');
    sendPaintEvents();
    expect(layer()?.map((e) => e.event)).toEqual(['page_view', 'add_to_cart']);
    expect(layer()?.[1]).toEqual(added);

    // The same page again (a reload, a step back): a new dataLayer, nothing of the action in it.
    serve(notice('a1b2c3d4e5f6'), '/listing/tee?pid=5001&notice=added&added=2&action=a1b2c3d4e5f6');
    sendPaintEvents();
    expect(layer()?.map((e) => e.event)).toEqual(['page_view']);

    // Another add through the form is another action.
    serve(notice('f6e5d4c3b2a1'));
    sendPaintEvents();
    expect(layer()?.map((e) => e.event)).toEqual(['page_view', 'add_to_cart']);
  });

  it('without an id, or with an event that is not one, nothing is pushed', () => {
    serve(
      `${notice('')}${notice('b2', { ecommerce: {} })}<div data-action-id="c3" data-action-event="{not json"></div>`,
    );
    sendPaintEvents();
    expect(layer()?.map((e) => e.event)).toEqual(['page_view']);
  });

  it('a tab that keeps nothing (storage refused) still pushes it', () => {
    const refused = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      serve(notice('d4'));
      sendPaintEvents();
      expect(layer()?.map((e) => e.event)).toEqual(['page_view', 'add_to_cart']);
    } finally {
      refused.mockRestore();
    }
  });
});
