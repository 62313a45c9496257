import { cleanup } from '@testing-library/react';
import { bus } from '../bus/bus';

/**
 * Runs `body` as a shopper reading `locale` (the sticky `localization:changed`, EU/EUR), then
 * puts the SPEC defaults back: the event is global, so a test must not leave its locale behind.
 * What `body` rendered is unmounted first, so no provider re-renders to en outside act.
 */
export async function inShopperLocale<T>(locale: string, body: () => T | Promise<T>): Promise<T> {
  bus.emit('localization:changed', {
    locale,
    currency: 'EUR',
    region: 'EU',
    fulfillmentRegion: 'EUR',
  });
  try {
    return await body();
  } finally {
    cleanup();
    bus.emit('localization:changed', {
      locale: 'en',
      currency: 'USD',
      region: 'USA',
      fulfillmentRegion: 'USA',
    });
  }
}
