import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** One of our messages: its id in mf-checkout's catalogs and its values, worded by the view. */
export interface MessageCode {
  code: string;
  values?: Record<string, string>;
}

/** A text from the server or a payment provider: not ours to translate, shown as it came. */
export interface ForeignText {
  text: string;
}

/**
 * What a flow has to tell the shopper, kept in state without words: the view says it in the
 * shopper's language, and a locale change needs no new state.
 */
export type StateMessage = MessageCode | ForeignText;

/** Our message `d` (a catalog descriptor, so the code is always a known id) with its values. */
export function ours(d: { id: string }, values?: Record<string, string>): MessageCode {
  return values ? { code: d.id, values } : { code: d.id };
}

export const theirs = (text: string): ForeignText => ({ text });

type Format = (d: { id: string }, values?: Record<string, string>) => string;

/** `message` in the words of `format` (an IntlShape's formatMessage): ours translated, theirs as is. */
export function sayWith(format: Format, message: StateMessage): string {
  return 'code' in message ? format({ id: message.code }, message.values) : message.text;
}

/** Words a state message for the current IntlProvider. */
export function useStateMessage(): (message: StateMessage) => string {
  const { formatMessage } = useIntl();
  return useCallback(
    (message: StateMessage) => sayWith((d, v) => formatMessage(d, v), message),
    [formatMessage],
  );
}
