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
