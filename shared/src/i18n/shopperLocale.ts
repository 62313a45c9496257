import { bus } from '../bus/bus';

export const DEFAULT_LOCALE = 'en';

/**
 * The shopper's language: the shell's sticky `localization:changed` (on the bus every bundle
 * already shares), else en (SPEC §9). Read at format time, so every bundle agrees.
 */
export const shopperLocale = (): string =>
  bus.last('localization:changed')?.locale || DEFAULT_LOCALE;
