export { bus, type EventBus } from './bus';
export { requestCartCommand, type CartAck, type CartCommandPayload } from './cartCommands';
export {
  STICKY_EVENTS,
  type BusEvent,
  type BusEventMap,
  type BusEventType,
  type CartCommandMeta,
  type CartCommandType,
} from './events';
