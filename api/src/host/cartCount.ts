import type { FastifyRequest } from 'fastify';
import { countPersistedCart } from '@store/shared/src/cart';
import { CART_COUNT_SLOT } from '@store/shared/src/constants';
import { rawCartCookie } from './actions/cartCookie';
import { cartBadgeLabel } from '@store/shared/src/format/cartBadge';

/**
 * The header's cart count in the first HTML. A server render is shared by every shopper (its
 * worker never sees a cookie), so the shell's pill renders `CART_COUNT_SLOT`; the page writer
 * fills in the shopper's own count, read from their cart cookie with the shell's own parser, as
 * it sends the page. Written pages are kept per label ("0" … "99+"), never per shopper.
 */
export function shopperCartLabel(req: FastifyRequest, storeSlug: string): string {
  return cartBadgeLabel(countPersistedCart(rawCartCookie(req, storeSlug)));
}

export const withCartCount = (html: string, label: string): string =>
  html.replaceAll(CART_COUNT_SLOT, label);
