import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CHECKOUT_KNOWN_TEXTS } from '../checkoutCatalogs';

/**
 * Texts of ours that epics keep in state in English (the SPEC's words, which their tests and the
 * analytics read), with the message each is shown as. Anything else (a server's or provider's
 * message) is shown as it came.
 */
export interface KnownTexts {
  exact: ReadonlyArray<readonly [english: string, message: MessageDescriptor]>;
  /** `${prefix}${detail}` texts: the message takes the rest as {detail}. */
  prefixed?: ReadonlyArray<readonly [prefix: string, message: MessageDescriptor]>;
}

type Format = (d: MessageDescriptor, values?: Record<string, string>) => string;

/** `text` in the shopper's language when it is one of ours, else as it is. */
export function translateKnown(
  format: Format,
  text: string,
  tables: readonly KnownTexts[],
): string {
  for (const table of tables) {
    const exact = table.exact.find(([en]) => en === text);
    if (exact) return format(exact[1]);
  }
  for (const table of tables) {
    const prefixed = table.prefixed?.find(([prefix]) => text.startsWith(prefix));
    if (prefixed) return format(prefixed[1], { detail: text.slice(prefixed[0].length) });
  }
  return text;
}

/** A translator of stored texts (mf-checkout's tables by default), for the current IntlProvider. */
export function useKnownText(
  tables: readonly KnownTexts[] = CHECKOUT_KNOWN_TEXTS,
): (text: string) => string {
  const { formatMessage } = useIntl();
  return useCallback(
    (text: string) => translateKnown(formatMessage, text, tables),
    [formatMessage, tables],
  );
}
