import { bus, type Checkout } from '@store/shared';

const COOKIE_PREFIX = 'purchase_tracked_';
const COOKIE_DAYS = 30;

function cookieName(orderNumber: string) {
  return `${COOKIE_PREFIX}${orderNumber.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

export function wasPurchaseTracked(orderNumber: string): boolean {
  const name = cookieName(orderNumber);
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`));
}

function markPurchaseTracked(orderNumber: string) {
  const expires = new Date(Date.now() + COOKIE_DAYS * 864e5).toUTCString();
  document.cookie = `${cookieName(orderNumber)}=1; expires=${expires}; path=/; SameSite=Lax`;
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
    value: checkout.costs?.total?.value,
    currency: checkout.costs?.total?.currency,
    tax: checkout.costs?.tax?.value,
    shipping: checkout.costs?.shipping?.value,
    items: (checkout.lineItems ?? []).map((li) => ({
      item_id: li.sku,
      item_name: li.title,
      price: li.price,
      quantity: li.quantity,
    })),
  };
}
