import { isAnyOf, type Action } from '@reduxjs/toolkit';
import { enText, isApiError, isServerRender, type EventBus } from '@store/shared';
import {
  combineEpics,
  EMPTY,
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  filter,
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  take,
  tap,
} from '@store/shared/rx';
import { ackFor, type CartCommand } from './cartAck';
import { listingKey } from './cartRules';
import { cartActions } from './cartSlice';
import type { AppDeps } from '../store/deps';
import type { AppEpic, RootState } from '../store/store';
import { selectChangedPayload } from './cartSelectors';
import { translate } from '../translate';
import { CART_SERVICE_MESSAGES } from './messages';

const {
  serviceStarted,
  cartLoaded,
  itemAdded,
  itemRemoved,
  quantitySet,
  itemsRemoved,
  cartCleared,
  regionSet,
  listingRequested,
  listingLoaded,
  listingFailed,
  listingsInvalidated,
  commandHandled,
} = cartActions;

/** Reads the persisted cart when the service starts. */
const loadCartEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(serviceStarted.match),
    map(() => cartLoaded(deps.readCart(deps.storeSlug()))),
  );

/**
 * Cart commands from any bundle, via the bus. A command carrying a commandId is followed by
 * commandHandled, so the answer is worked out once the reducer and the cookie write have run.
 */
const busCommandsEpic: AppEpic = (_action$, _state$, { bus }) => {
  const handle = (command: Action, cmd: CartCommand) =>
    cmd.payload.commandId
      ? of(command, commandHandled({ commandId: cmd.payload.commandId, cmd }))
      : of(command);
  return merge(
    bus
      .on('cart:add')
      .pipe(mergeMap((p) => handle(itemAdded(p), { command: 'cart:add', payload: p }))),
    bus
      .on('cart:remove')
      .pipe(
        mergeMap((p) =>
          handle(itemRemoved({ sku: p.sku }), { command: 'cart:remove', payload: p }),
        ),
      ),
    bus
      .on('cart:set-quantity')
      .pipe(mergeMap((p) => handle(quantitySet(p), { command: 'cart:set-quantity', payload: p }))),
    bus
      .on('cart:clear')
      .pipe(mergeMap((p) => handle(cartCleared(), { command: 'cart:clear', payload: p }))),
  );
};

/** Answers each command that asked for it with cart:ack (ok only when the cart holds it, stored). */
const ackEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(commandHandled.match),
    tap(({ payload: { commandId, cmd } }) => {
      const persisted = deps.readCart(deps.storeSlug()).items;
      deps.bus.emit('cart:ack', ackFor(cmd, commandId, state$.value.cart.items, persisted));
    }),
    ignoreElements(),
  );

/**
 * The buyer region follows the shell's localization. Subscribed only once the persisted cart is
 * loaded: the event is sticky and would otherwise replay before the cookie is read.
 */
const regionEpic: AppEpic = (action$, state$, { bus }) =>
  action$.pipe(
    filter(cartLoaded.match),
    take(1),
    switchMap(() => bus.on('localization:changed')),
    filter((p) => typeof p.region === 'string' && p.region !== state$.value.cart.buyerRegion),
    map((p) => regionSet(p.region)),
  );

/**
 * Lines are priced by the server in the shopper's currency when their listings are fetched. The
 * service starts with the page and can ask before the shell has published the shopper's choice,
 * or get an answer after the choice changed: whenever a listing arrives or the choice changes,
 * listings priced in another currency than the chosen one are fetched again, once per currency
 * (a server that answers another currency than asked is not asked forever).
 */
const currencyEpic: AppEpic = (action$, state$, { bus }) => {
  let refetchedFor: string | null = null;
  return action$.pipe(
    filter(cartLoaded.match),
    take(1),
    switchMap(() =>
      merge(bus.on('localization:changed'), action$.pipe(filter(listingLoaded.match))),
    ),
    map(() => bus.last('localization:changed')?.currency),
    filter(
      (currency): currency is string =>
        typeof currency === 'string' &&
        currency !== refetchedFor &&
        Object.values(state$.value.cart.listings).some(
          (e) => e.status === 'loaded' && e.listing.currency !== currency,
        ),
    ),
    map((currency) => {
      refetchedFor = currency;
      return listingsInvalidated();
    }),
  );
};

const changesCart = isAnyOf(
  itemAdded,
  itemRemoved,
  quantitySet,
  itemsRemoved,
  cartCleared,
  regionSet,
);

/** Writes the cookie after every change of items or region. */
const persistEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(changesCart),
    // Never write before the cookie was read: that would overwrite the shopper's cart.
    filter(() => state$.value.cart.loaded),
    tap(() => {
      const { items, region } = state$.value.cart;
      deps.writeCart(deps.storeSlug(), { items, region });
    }),
    ignoreElements(),
  );

/** SPEC §8 wording (en) for items taken out of the cart because they are not available. */
export const LISTING_GONE_NOTICE = enText(CART_SERVICE_MESSAGES.listingGone);

/** SPEC §4: the items of a listing that is gone leave the cart, with the notice. */
function removeGone(key: string, state: RootState, bus: EventBus): Action[] {
  const skus = Object.values(state.cart.items)
    .filter((i) => listingKey(i) === key)
    .map((i) => i.sku);
  bus.emit('toast:show', {
    type: 'danger',
    message: translate(CART_SERVICE_MESSAGES.listingGone),
  });
  return [itemsRemoved({ skus })];
}

const needsListings = isAnyOf(cartLoaded, itemAdded, quantitySet, listingsInvalidated);

/** Fetches the listing of every cart item not fetched yet (one request per listing key). */
const fetchListingsEpic: AppEpic = (action$, state$, deps) => {
  const inFlight = new Set<string>();
  return action$.pipe(
    filter(needsListings),
    mergeMap((action) => {
      if (listingsInvalidated.match(action)) inFlight.clear();
      const { items, listings } = state$.value.cart;
      const wanted = new Map<string, { slug: string; productId: string }>();
      for (const item of Object.values(items)) {
        const key = listingKey(item);
        if (!listings[key] && !inFlight.has(key) && !wanted.has(key)) wanted.set(key, item);
      }
      if (wanted.size === 0) return EMPTY;
      return from(wanted.entries()).pipe(
        mergeMap(([key, { slug, productId }]) => {
          inFlight.add(key);
          return concat(
            of(listingRequested({ key })),
            defer(() => deps.api.getListing({ slug, productId, storeSlug: deps.storeSlug() })).pipe(
              map((listing) =>
                listing && typeof listing === 'object'
                  ? listingLoaded({ key, listing })
                  : listingFailed({ key, message: 'Listing not found' }),
              ),
              catchError((e: unknown) => {
                const failed = listingFailed({
                  key,
                  message: e instanceof Error ? e.message : String(e),
                });
                // SPEC §4: a listing that errors while in the cart removes that item. Only when
                // the API says the listing is gone (404): an outage must never empty a cart.
                if (!(isApiError(e) && e.status === 404)) return of(failed);
                // A page rendered on the server only marks it: the browser, which owns the
                // cookie and the toasts, removes it once it starts (goneOnServerEpic).
                if (isServerRender()) return of(listingFailed({ ...failed.payload, gone: true }));
                return of(failed, ...removeGone(key, state$.value, deps.bus));
              }),
              tap(() => inFlight.delete(key)),
            ),
          );
        }),
      );
    }),
  );
};

/**
 * The browser's cart started from a server-rendered page whose render found listings gone: their
 * items are removed now, with the same notice (SPEC §4), once the cookie has been read.
 */
const goneOnServerEpic: AppEpic = (action$, state$, { bus }) =>
  action$.pipe(
    filter(cartLoaded.match),
    take(1),
    mergeMap(() => {
      const gone = Object.entries(state$.value.cart.listings)
        .filter(([, entry]) => entry.status === 'error' && entry.gone)
        .map(([key]) => key);
      return gone.length ? from(gone.flatMap((key) => removeGone(key, state$.value, bus))) : EMPTY;
    }),
  );

/** Publishes cart:changed whenever what it carries changes. */
const publishEpic: AppEpic = (_action$, state$, { bus }) =>
  state$.pipe(
    filter((s) => s.cart.loaded),
    map(selectChangedPayload),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    tap((payload) => bus.emit('cart:changed', payload)),
    ignoreElements(),
  );

/** The cart service: every cart flow, run by the shell from boot (see cartService.ts). */
export const cartEpic = combineEpics<Action, Action, RootState, AppDeps>(
  loadCartEpic,
  busCommandsEpic,
  ackEpic,
  regionEpic,
  currencyEpic,
  persistEpic,
  fetchListingsEpic,
  goneOnServerEpic,
  publishEpic,
);
