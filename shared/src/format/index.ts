import { DEFAULT_LOCALE, shopperLocale } from '../i18n/shopperLocale';

const shortDates = new Map<string, Intl.DateTimeFormat>();

function shortDateFormat(locale: string): Intl.DateTimeFormat {
  let f = shortDates.get(locale);
  if (!f) {
    const options = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
    try {
      f = new Intl.DateTimeFormat(locale, options);
    } catch {
      f = new Intl.DateTimeFormat(DEFAULT_LOCALE, options);
    }
    shortDates.set(locale, f);
  }
  return f;
}

/**
 * Short month and day in the shopper's locale ("Mar 4" in en, "4. März" in de), of the UTC day so
 * the label does not shift with the viewer's zone.
 */
export function shortDate(iso: string, locale: string = shopperLocale()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return shortDateFormat(locale).format(d);
}

/** standard -> 'Standard delivery', super_rush -> 'Super rush delivery'. */
export function shippingName(name: string): string {
  const words = (name || 'standard').replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} delivery`;
}

export { cartBadgeLabel } from './cartBadge';
