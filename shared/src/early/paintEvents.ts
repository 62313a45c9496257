import {
  ACTION_EVENT_ATTRIBUTE,
  ACTION_ID_ATTRIBUTE,
  IMPRESSIONS_ATTRIBUTE,
  VIEW_ITEM_ATTRIBUTE,
} from './analyticsIds';

// SPEC §7 analytics for a page only looked at: a server-rendered page that waits for the shopper's
// first touch runs no app until then, so its page view, its lists' product impressions and its
// listing's view_item are pushed to the dataLayer from the HTML, at paint, by
// `store-page-view.js`. The app, when it goes live, pushes every other event; the first of each it
// would push again is taken here instead (`takePaintEvent`, shell/src/analytics/dataLayer.ts), so
// each is pushed once per page view, touched or not.

type DataLayerEvent = Record<string, unknown>;

interface PaintWindow {
  dataLayer?: DataLayerEvent[];
  [SENT]?: string[];
}

/** What was pushed at paint, by key, on the window: the early script and the shell share it. */
const SENT = '@store/paint-events/v1';

interface Ecommerce {
  items?: { item_id?: unknown; item_list_name?: unknown }[];
}

/** The key an event is known by: its name and what it is about (a path, a list, a product). */
export function paintKey(event: DataLayerEvent): string | null {
  const first = (event.ecommerce as Ecommerce | undefined)?.items?.[0];
  // A view is of its path: the live page may already have corrected its address's query (the
  // listing adopting picks made before it hydrated) when it reports its first view.
  if (event.event === 'page_view') return `page_view|${String(event.page_path).split('?')[0]}`;
  if (event.event === 'product-impression') return `impressions|${String(first?.item_list_name)}`;
  if (event.event === 'view_item') return `view_item|${String(first?.item_id)}`;
  return null;
}

/** An attribute's JSON object (null when absent, unreadable or not an object). */
export function parsed(el: Element, attribute: string): DataLayerEvent | null {
  try {
    const value: unknown = JSON.parse(el.getAttribute(attribute) ?? '');
    return value && typeof value === 'object' ? (value as DataLayerEvent) : null;
  } catch {
    return null;
  }
}

/** The page's paint events, from its HTML: the view, each list shown, the listing viewed. */
export function paintEvents(doc: Document): DataLayerEvent[] {
  const events: DataLayerEvent[] = [
    {
      event: 'page_view',
      page_path: `${doc.location.pathname}${doc.location.search}`,
      page_title: doc.title,
    },
  ];
  const add = (event: string, attribute: string) => {
    for (const el of Array.from(doc.querySelectorAll(`[${attribute}]`))) {
      const ecommerce = parsed(el, attribute) as Ecommerce | null;
      if (ecommerce?.items?.length) events.push({ event, ecommerce });
    }
  };
  add('product-impression', IMPRESSIONS_ATTRIBUTE);
  add('view_item', VIEW_ITEM_ATTRIBUTE);
  return events;
}

/** Where a tab remembers the store server's actions already pushed (their one-time ids). */
const ACTIONS_PUSHED = '@store/action-events/v1';
/** How many ids a tab remembers: far more than one visit's form posts. */
const ACTIONS_KEPT = 50;

function pushedActions(win: Window): string[] {
  try {
    const value: unknown = JSON.parse(win.sessionStorage.getItem(ACTIONS_PUSHED) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The events of actions the store server did for a form, told by the notice of the page it came
 * back to (`ACTION_EVENT_ATTRIBUTE`), each once per tab: an id already pushed (a reload, a step
 * back) is not pushed again. Where the tab keeps nothing (storage refused), each is pushed.
 */
export function actionEvents(doc: Document, win: Window): DataLayerEvent[] {
  const pushed = pushedActions(win);
  const events: DataLayerEvent[] = [];
  for (const el of Array.from(doc.querySelectorAll(`[${ACTION_EVENT_ATTRIBUTE}]`))) {
    const id = el.getAttribute(ACTION_ID_ATTRIBUTE) ?? '';
    const event = parsed(el, ACTION_EVENT_ATTRIBUTE);
    if (!id || pushed.includes(id) || typeof event?.event !== 'string') continue;
    pushed.push(id);
    events.push(event);
  }
  try {
    if (events.length)
      win.sessionStorage.setItem(ACTIONS_PUSHED, JSON.stringify(pushed.slice(-ACTIONS_KEPT)));
  } catch {
    // Nothing kept: a reload may push it again, which is better than never.
  }
  return events;
}

/**
 * Pushes the page's paint events to its dataLayer and remembers them for the live app, then the
 * actions the store server did for a form on the way here.
 */
export function sendPaintEvents(doc: Document = document, win: Window = window): void {
  const w = win as unknown as PaintWindow;
  const layer = (w.dataLayer ??= []);
  const sent = (w[SENT] ??= []);
  for (const event of paintEvents(doc)) {
    const key = paintKey(event);
    if (key) sent.push(key);
    layer.push(event);
  }
  layer.push(...actionEvents(doc, win));
}

/**
 * The store server's actions for the live app to push, on a page that ran no early script (one
 * whose scripts start at paint: store-page-view.js pushed nothing, so it left no record): each
 * once per tab all the same (`actionEvents`).
 */
export function actionEventsLeft(doc: Document = document, win: Window = window): DataLayerEvent[] {
  return (win as unknown as PaintWindow)[SENT] ? [] : actionEvents(doc, win);
}

/**
 * True once for an event the page already pushed at paint: the live app's first page view,
 * impressions of a list, or view of a product, which it then does not push again. Later ones (the
 * next page, Load more, another colour's product) are the app's.
 */
export function takePaintEvent(event: DataLayerEvent, win: Window = window): boolean {
  const sent = (win as unknown as PaintWindow)[SENT];
  const key = paintKey(event);
  const at = key && sent ? sent.indexOf(key) : -1;
  if (at < 0 || !sent) return false;
  sent.splice(at, 1);
  return true;
}
