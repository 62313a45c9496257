import { cleanup } from '@testing-library/react';
import { inShopperLocale } from '@store/shared/testing';

/**
 * Runs `body` as a shopper reading `locale`, unmounting what it rendered before the locale goes
 * back to en (so no provider updates outside act).
 */
export function inLocale(locale: string, body: () => void | Promise<void>): Promise<void> {
  return inShopperLocale(locale, async () => {
    try {
      await body();
    } finally {
      cleanup();
    }
  });
}
