import { createSandboxPaymentMethod, type SandboxCardInput } from '@store/shared';

/** What the shopper typed into the card form. */
export interface CardDetails {
  name: string;
  number: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
}

export interface CreatedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

/**
 * The card provider seam. The sandbox implementation talks to the reference API; a Stripe (or
 * PayPal) implementation can plug in later with the same two calls.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe' | 'paypal';
  createPaymentMethod(card: CardDetails): Promise<CreatedPaymentMethod>;
  /** Confirms a payment that needs a client-side step (3-D Secure etc.); sandbox needs none. */
  confirm(args: {
    paymentToken: string;
    paymentMethodId: string;
  }): Promise<{ ok: boolean; error?: string }>;
}

export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const yy = Number(m[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: yy < 100 ? 2000 + yy : yy };
}

export function toSandboxCard(card: CardDetails): SandboxCardInput {
  const exp = parseExpiry(card.expiry) ?? { expMonth: 0, expYear: 0 };
  return {
    number: card.number.replace(/\D/g, ''),
    expMonth: exp.expMonth,
    expYear: exp.expYear,
    cvc: card.cvc.trim(),
    name: card.name.trim(),
  };
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createPaymentMethod(card) {
    const pm = await createSandboxPaymentMethod(toSandboxCard(card));
    return { id: pm.id, brand: pm.card?.brand ?? '', last4: pm.card?.last4 ?? '' };
  },
  async confirm() {
    return { ok: true };
  },
};
