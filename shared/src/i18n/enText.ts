import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { onIntlError } from './catalog';

// The en words are the same for every request and page: one formatter, no request state.
// Made on first use, not as the module loads: a browser's first Intl call loads its locale
// data (tens of ms on a phone), which would lengthen the boot's longest task.
let en: IntlShape | undefined;
const enIntl = () =>
  (en ??= createIntl(
    { locale: 'en', defaultLocale: 'en', messages: {}, onError: onIntlError },
    createIntlCache(),
  ));

/**
 * A descriptor's en text as a string, where no provider's language applies (labels that must stay
 * the SPEC's words, matching an English answer of the API). Its `defaultMessage` is a syntax tree
 * once built, never to be read as text directly.
 */
export function enText(
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  return enIntl().formatMessage(descriptor, values);
}
