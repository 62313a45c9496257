import Cookies from 'js-cookie';
import { bus, type Checkout, type Order } from '@store/shared';

const COOKIE_PREFIX = 'purchase_tracked_';
const COOKIE_DAYS = 30;

function cookieName(orderNumber: string) {
  return `${COOKIE_PREFIX}${orderNumber.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

export function wasPurchaseTracked(orderNumber: string): boolean {
  return Cookies.get(cookieName(orderNumber)) !== undefined;
}

function markPurchaseTracked(orderNumber: string) {
  // Site-wide (path /): the checkout's completion and the thank-you page, at other paths, share it.
  Cookies.set(cookieName(orderNumber), '1', { expires: COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}

/** Emits the 'purchase' analytics event once per order; a cookie records that it was sent. */
export function trackPurchaseOnce(orderNumber: string, data: Record<string, unknown>): boolean {
  if (!orderNumber || wasPurchaseTracked(orderNumber)) return false;
  bus.emit('analytics:event', { event: 'purchase', transaction_id: orderNumber, ...data });
  markPurchaseTracked(orderNumber);
  return true;
}

export function purchaseData(checkout: Checkout): Record<string, unknown> {
  return {
    value: checkout.costs.total.value,
    currency: checkout.costs.total.currency,
    tax: checkout.costs.tax.value,
    shipping: checkout.costs.shipping.value,
    items: checkout.lineItems.map((li) => ({
      item_id: li.sku,
      item_name: li.title,
      price: li.price,
      quantity: li.quantity,
    })),
  };
}

/**
 * The purchase event's order part as the thank-you page knows it (nothing while unread, or when
 * the read answered an empty body).
 */
export function orderPurchaseData(order: Order | null | undefined): Record<string, unknown> {
  return {
    value: order?.totalCost.amount,
    currency: order?.totalCost.currency,
    items: order?.items.map((i) => ({
      item_id: i.sku,
      item_name: i.title,
      price: i.price,
      quantity: i.quantity,
    })),
  };
}
