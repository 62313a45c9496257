import { actionEventsLeft, bus, takePaintEvent } from '@store/shared';
import { merge, map } from '@store/shared/rx';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Pushes bus analytics events and page views onto window.dataLayer. A server-rendered page pushed
 * its view, its lists' impressions and its listing's view_item from the HTML at paint (shared's
 * pageView script): the app's first of each is taken there, not pushed again. An action the store
 * server did for a form is pushed from the page's HTML by that script, or here when it did not run.
 */
export function startAnalytics(target: Window = window): { stop(): void } {
  const push = (entry: Record<string, unknown>) => {
    if (takePaintEvent(entry, target)) return;
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push(entry);
  };
  const sub = merge(
    bus.on('analytics:event').pipe(map((p) => ({ ...p }))),
    bus
      .on('page:view')
      .pipe(map((p) => ({ event: 'page_view', page_path: p.path, page_title: p.title }))),
  ).subscribe(push);
  // A cart form's event the store server carried to a page that ran no early script.
  actionEventsLeft(target.document, target).forEach(push);
  return { stop: () => sub.unsubscribe() };
}
