import Cookies from 'js-cookie';
import { bus, cartCookieName, parsePersistedCart, type PersistedCart } from '@store/shared';

const safeCookie = (name: string): string | null => {
  try {
    return Cookies.get(name) ?? null;
  } catch {
    return null;
  }
};

/**
 * The cart as mf-cart persisted it (the shared cookie contract, shared/src/cart). Read only: the
 * cart service owns writing it, and the express checkout does not change the cart.
 */
export function readStoredCart(storeSlug: string): PersistedCart {
  return parsePersistedCart(safeCookie(cartCookieName(storeSlug))).cart;
}

/** SPEC §5: letters, digits and hyphens; the `aid` query first, else mf-cart's `aid` cookie. */

/** The buyer's choice from the shell (sticky bus event), else the SPEC §9 defaults. */
export function readLocalization(): { currency: string; locale: string } {
  const l = bus.last('localization:changed');
  return { currency: l?.currency || 'USD', locale: l?.locale || 'en' };
}

export const readGaCookie = (): string | null => safeCookie('_ga');
