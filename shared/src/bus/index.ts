export { bus, type EventBus } from './bus';
export { requestCartCommand, type CartAck, type CartCommandPayload } from './cartCommands';
export {
  BUS_EVENT_KINDS,
  STICKY_EVENTS,
  type BusCommandType,
  type BusEvent,
  type BusEventMap,
  type BusEventType,
  type CartCommandMeta,
  type CartCommandType,
  type ErrorReport,
} from './events';
