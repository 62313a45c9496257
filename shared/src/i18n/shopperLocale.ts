import { bus } from '../bus/bus';
import { DEFAULT_CURRENCY, DEFAULT_REGION } from '../constants';

export const DEFAULT_LOCALE = 'en';

/**
 * The shopper's language: the shell's sticky `localization:changed` (on the bus every bundle
 * already shares), else en (SPEC §9). Read at format time, so every bundle agrees.
 */
export const shopperLocale = (): string =>
  bus.last('localization:changed')?.locale || DEFAULT_LOCALE;

/**
 * The shopper's currency (same sticky event), else USD: what the catalog and checkout calls ask
 * the server to price in. The browser never converts an amount itself.
 */
export const shopperCurrency = (): string =>
  bus.last('localization:changed')?.currency || DEFAULT_CURRENCY;

/** The shopper's shipping region, else USA (SPEC §9). */
export const shopperRegion = (): string =>
  bus.last('localization:changed')?.region || DEFAULT_REGION;
