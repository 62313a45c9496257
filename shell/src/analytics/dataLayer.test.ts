import { bus } from '@store/shared';
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
