// The store's dataLayer (SPEC §7 events, pushed from the HTML at paint and by the live app) told to
// the tags that do not read it themselves: a Google tag is given each event as `gtag('event')`,
// Meta's pixel the standard events it knows. A Tag Manager container reads the dataLayer itself.

export type DataLayerEntry = Record<string, unknown> & { event: string };
export interface TagEvent {
  name: string;
  params: Record<string, unknown>;
}

/** A dataLayer entry that is an event (not a gtag command, not a Tag Manager's own `gtm.*`). */
const isEventEntry = (e: unknown): e is DataLayerEntry =>
  !!e &&
  typeof e === 'object' &&
  typeof (e as { event?: unknown }).event === 'string' &&
  !(e as { event: string }).event.startsWith('gtm.');

/** GA4's recommended names for the SPEC's two hyphenated events; the others are GA4's already. */
const GOOGLE_NAMES: Record<string, string> = {
  'product-impression': 'view_item_list',
  'product-click': 'select_item',
};

/** The Google tag's event for an entry: its `ecommerce` (or its own fields) as parameters. */
export function googleEventOf(entry: DataLayerEntry, location?: string): TagEvent {
  const { event, ecommerce, ...rest } = entry;
  const params: Record<string, unknown> =
    ecommerce && typeof ecommerce === 'object' ? { ...rest, ...ecommerce } : rest;
  // The page view is sent from the store's own event (the tag's automatic one is off).
  if (event === 'page_view' && location && params.page_location === undefined)
    params.page_location = location;
  return { name: GOOGLE_NAMES[event] ?? event, params };
}

const META_NAMES: Record<string, string> = {
  page_view: 'PageView',
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
};

/** Meta's standard event for an entry it has one for (currency, value, the items' ids). */
export function metaEventOf(entry: DataLayerEntry): TagEvent | null {
  const name = META_NAMES[entry.event];
  if (!name) return null;
  const source = (
    entry.ecommerce && typeof entry.ecommerce === 'object' ? entry.ecommerce : entry
  ) as Record<string, unknown>;
  const params: Record<string, unknown> = {};
  if (typeof source.currency === 'string') params.currency = source.currency;
  if (typeof source.value === 'number') params.value = source.value;
  // Items as the store pushed them; a malformed one (null, no id) counts for nothing.
  const items = (Array.isArray(source.items) ? (source.items as unknown[]) : []).filter(
    (i): i is { item_id: string; quantity?: unknown } =>
      !!i && typeof (i as { item_id?: unknown }).item_id === 'string',
  );
  if (items.length > 0) {
    params.content_ids = items.map((i) => i.item_id);
    params.content_type = 'product';
    params.num_items = items.reduce(
      (n, i) => n + (typeof i.quantity === 'number' ? i.quantity : 1),
      0,
    );
  }
  return { name, params };
}

/**
 * Calls `onEvent` once for every event entry of the window's dataLayer: those already in it, then
 * each one pushed. A tag that throws never stops the store's own push.
 */
export function followDataLayer(
  win: { dataLayer?: unknown[] },
  onEvent: (entry: DataLayerEntry) => void,
): void {
  const layer = (win.dataLayer ??= []);
  const take = (e: unknown) => {
    if (!isEventEntry(e)) return;
    try {
      onEvent(e);
    } catch {
      // a tag's failure is the tag's: the store's dataLayer goes on
    }
  };
  layer.forEach(take);
  const push = layer.push.bind(layer);
  layer.push = (...entries: unknown[]) => {
    const length = push(...entries);
    entries.forEach(take);
    return length;
  };
}
