import type { SandboxCardInput } from '@store/shared';
import type { CheckoutApi } from '../../../store/deps';

/** What the shopper typed into the card form. */
export interface CardDetails {
  name: string;
  number: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
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

/** The sandbox stand-in for the card provider's createPaymentMethod (test numbers). */
export async function createSandboxCard(
  api: Pick<CheckoutApi, 'createSandboxPaymentMethod'>,
  card: CardDetails,
): Promise<{ id: string; billingName: string }> {
  const pm = await api.createSandboxPaymentMethod(toSandboxCard(card));
  return { id: pm.id, billingName: card.name.trim() };
}
