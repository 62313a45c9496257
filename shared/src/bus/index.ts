export { bus, type EventBus } from './bus';
export { STICKY_EVENTS, type BusEvent, type BusEventMap, type BusEventType } from './events';
