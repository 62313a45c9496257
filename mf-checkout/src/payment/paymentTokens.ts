import type { PaymentMethod, PaymentPlatform } from '@store/shared';

/**
 * The payment token a submit must show, kept per payment id in sessionStorage: after a provider
 * redirect the page starts again, and `GET /v1/payment` and checkout reads never return tokens.
 * Session scope (this tab, gone when it closes) is the least it can live in and still survive the
 * round trip to an approval page.
 */
export interface StoredPayment {
  token: string;
  checkoutId: string;
  platform: PaymentPlatform;
  method: PaymentMethod;
  /** Last state we saw: a succeeded payment is submitted again rather than paid again. */
  state: string;
}

const key = (paymentId: string) => `@store/payment/${paymentId}`;
const lastKey = (checkoutId: string) => `@store/payment-last/${checkoutId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): redirects then cannot be finished.
    return null;
  }
}

export function savePayment(paymentId: string, p: StoredPayment): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(key(paymentId), JSON.stringify(p));
    s.setItem(lastKey(p.checkoutId), paymentId);
  } catch {
    // Quota: the redirect return will report the payment as not found.
  }
}

export function readPayment(paymentId: string): StoredPayment | null {
  const raw = storage()?.getItem(key(paymentId));
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<StoredPayment>;
    return typeof p.token === 'string' && typeof p.checkoutId === 'string'
      ? (p as StoredPayment)
      : null;
  } catch {
    return null;
  }
}

/** The latest payment this tab started for a checkout. */
export function lastPayment(checkoutId: string): (StoredPayment & { paymentId: string }) | null {
  const id = storage()?.getItem(lastKey(checkoutId));
  const p = id ? readPayment(id) : null;
  return id && p ? { ...p, paymentId: id } : null;
}

export function markPayment(paymentId: string, state: string): void {
  const p = readPayment(paymentId);
  if (p) savePayment(paymentId, { ...p, state });
}
