import { Observable, Subject, filter, map, startWith } from '@store/shared/rx';
import { STICKY_EVENTS, type BusEvent, type BusEventMap, type BusEventType } from './events';

/**
 * The bus lives on globalThis under a versioned Symbol.for key, so bundles built and deployed
 * separately (each possibly with its own copy of @store/shared) talk through one subject.
 * Bump the key's version only for an incompatible change of the transport itself.
 */
const BUS_KEY = Symbol.for('@store/bus/v1');

/** The wire shape: loose on purpose, since another copy of shared may send other versions. */
interface WireEvent {
  type: BusEventType;
  v: number;
  payload: unknown;
}

interface BusTransport {
  subject: Subject<WireEvent>;
  last: Map<BusEventType, WireEvent>;
}

/**
 * An event as it comes off the wire: a bundle deployed apart may speak another version of its
 * type, so its `v` is any number and its payload is only known once `v` is checked.
 */
export type AnyVersionEvent<T extends BusEventType = BusEventType> = Omit<BusEvent<T>, 'v'> & {
  v: number;
};

export interface EventBus {
  emit<T extends BusEventType>(type: T, payload: BusEventMap[T]['payload']): void;
  /** Payloads of one event type (only its current version). Sticky types replay their last value. */
  on<T extends BusEventType>(type: T): Observable<BusEventMap[T]['payload']>;
  /** Whole events of one type, any version. */
  events<T extends BusEventType>(type: T): Observable<AnyVersionEvent<T>>;
  /** Last payload of a sticky event, if any. */
  last<T extends BusEventType>(type: T): BusEventMap[T]['payload'] | undefined;
}

const CURRENT_VERSION: { [K in BusEventType]: BusEventMap[K]['v'] } = {
  'cart:add': 1,
  'cart:remove': 1,
  'cart:set-quantity': 1,
  'cart:clear': 1,
  'cart:changed': 1,
  'cart:ack': 1,
  'toast:show': 1,
  'analytics:event': 1,
  'page:view': 1,
  'localization:changed': 1,
  'auth:required': 1,
  'access:refused': 1,
  'store:not-found': 1,
  'remote:preload': 1,
  'error:reported': 1,
  'checkout:created': 1,
};

function transport(): BusTransport {
  const holder = globalThis as unknown as Record<symbol, BusTransport | undefined>;
  let t = holder[BUS_KEY];
  if (!t) {
    t = { subject: new Subject<WireEvent>(), last: new Map() };
    holder[BUS_KEY] = t;
  }
  return t;
}

function createBus(): EventBus {
  const events = <T extends BusEventType>(type: T): Observable<AnyVersionEvent<T>> => {
    const t = transport();
    const live = t.subject.pipe(
      filter((e) => e.type === type),
      map((e) => e as unknown as AnyVersionEvent<T>),
    );
    if (!STICKY_EVENTS.has(type)) return live;
    return new Observable<AnyVersionEvent<T>>((sub) => {
      const last = t.last.get(type) as unknown as AnyVersionEvent<T> | undefined;
      const source = last ? live.pipe(startWith(last)) : live;
      return source.subscribe(sub);
    });
  };
  return {
    emit(type, payload) {
      const t = transport();
      const event: WireEvent = { type, v: CURRENT_VERSION[type], payload };
      if (STICKY_EVENTS.has(type)) t.last.set(type, event);
      t.subject.next(event);
    },
    events,
    on(type) {
      return events(type).pipe(
        filter((e) => e.v === CURRENT_VERSION[type]),
        map((e) => e.payload as BusEventMap[typeof type]['payload']),
      );
    },
    last(type) {
      const e = transport().last.get(type);
      return e && e.v === CURRENT_VERSION[type]
        ? (e.payload as BusEventMap[typeof type]['payload'])
        : undefined;
    },
  };
}

export const bus: EventBus = createBus();
