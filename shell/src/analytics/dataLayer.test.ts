import { bus, sendPaintEvents } from '@store/shared';
import { startAnalytics } from './dataLayer';

it('pushes analytics:event and page:view onto window.dataLayer', () => {
  window.dataLayer = undefined;
  const a = startAnalytics();
  bus.emit('analytics:event', { event: 'add_to_cart', value: 24.99 });
  bus.emit('page:view', { path: '/cart', title: 'Demo' });
  expect(window.dataLayer).toEqual([
    { event: 'add_to_cart', value: 24.99 },
    { event: 'page_view', page_path: '/cart', page_title: 'Demo' },
  ]);
  a.stop();
  bus.emit('page:view', { path: '/x', title: 'Demo' });
  expect(window.dataLayer).toHaveLength(2);
});

/** Read afresh: TypeScript would narrow the global after it is set to undefined. */
const layer = () => window.dataLayer;

it("a server-rendered page's paint events are not pushed again by the live app; later ones are", () => {
  window.history.replaceState(null, '', '/');
  document.title = 'Demo';
  const items = (list: string) => [{ item_id: '5001', item_list_name: list, index: 0 }];
  document.body.innerHTML = `<ul data-impressions='${JSON.stringify({ currency: 'USD', items: items('home') })}'></ul>`;
  window.dataLayer = undefined;
  // store-page-view.js, at paint.
  sendPaintEvents();
  expect(layer()).toHaveLength(2);
  const a = startAnalytics();
  // The app goes live: the same view and the same list's impressions are taken, not pushed.
  bus.emit('page:view', { path: '/', title: 'Demo' });
  bus.emit('analytics:event', { event: 'product-impression', ecommerce: { items: items('home') } });
  expect(layer()).toHaveLength(2);
  // Load more on the same list, another page, and another event: the app's own.
  bus.emit('analytics:event', { event: 'product-impression', ecommerce: { items: items('home') } });
  bus.emit('page:view', { path: '/apparel', title: 'Apparel' });
  bus.emit('page:view', { path: '/', title: 'Demo' });
  bus.emit('analytics:event', { event: 'product-click', ecommerce: { items: items('home') } });
  expect(layer()?.map((e) => e.event)).toEqual([
    'page_view',
    'product-impression',
    'product-impression',
    'page_view',
    'page_view',
    'product-click',
  ]);
  a.stop();
  document.body.innerHTML = '';
});

describe("a cart form's event the store server carried to the page (HTML path, SPEC §7)", () => {
  const removed = { event: 'remove_from_cart', ecommerce: { items: [{ item_id: 'TP-1' }] } };
  const carried = (id: string) =>
    `<template data-action-event='${JSON.stringify(removed)}' data-action-id='${id}'></template>`;
  const events = () => (layer() ?? []).map((e) => e.event);
  beforeEach(() => {
    window.sessionStorage.clear();
    window.dataLayer = undefined;
    // No early script has run on this window yet.
    delete (window as unknown as Record<string, unknown>)['@store/paint-events/v1'];
  });

  it('a page that ran no early script: the live app pushes it, once per id', () => {
    document.body.innerHTML = carried('a1b2c3d4e5f60718');
    const a = startAnalytics();
    expect(events()).toEqual(['remove_from_cart']);
    a.stop();
    // The same page again (a reload, a step back): not pushed twice.
    const b = startAnalytics();
    expect(events()).toEqual(['remove_from_cart']);
    b.stop();
  });

  it('a page whose early script pushed it: the live app does not', () => {
    document.body.innerHTML = carried('0123456789abcdef');
    sendPaintEvents();
    const a = startAnalytics();
    expect(events().filter((e) => e === 'remove_from_cart')).toHaveLength(1);
    a.stop();
  });
});
