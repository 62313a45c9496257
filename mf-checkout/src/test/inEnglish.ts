import { createIntl } from 'react-intl';
import { messagesFor } from '@store/shared';
import { CHECKOUT_CATALOGS } from '../checkoutCatalogs';
import { sayWith, type StateMessage } from '../i18n/stateMessage';

const en = createIntl({ locale: 'en', messages: messagesFor(CHECKOUT_CATALOGS, {}) });

function isStateMessage(v: object): v is StateMessage {
  const keys = Object.keys(v);
  if ('code' in v)
    return typeof v.code === 'string' && keys.every((k) => k === 'code' || k === 'values');
  return 'text' in v && typeof v.text === 'string' && keys.length === 1;
}

/**
 * `value` with every state message in it worded in en, as the English UI shows it: tests keep
 * asserting the SPEC's words while state holds codes.
 */
export function inEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inEnglish);
  if (!value || typeof value !== 'object') return value;
  if (isStateMessage(value)) return sayWith((d, v) => en.formatMessage(d, v), value);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inEnglish(v)]));
}
