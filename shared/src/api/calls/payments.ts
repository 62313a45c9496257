import type { InitiatePaymentBody, PaymentResult, PaymentStarted } from '../../types';
import { getRuntimeConfig } from '../config';
import { fetchJson, withQuery } from '../fetchJson';

const payments = () => getRuntimeConfig().hosts.payments;

/** POST {payments}/v1/initiatePayment — the server takes the amount from the checkout, not from here. */
export function initiatePayment(body: InitiatePaymentBody): Promise<PaymentStarted> {
  return fetchJson('Initiate payment', `${payments()}/v1/initiatePayment`, {
    method: 'POST',
    body,
    retries: 0,
  });
}

/** POST {payments}/v1/updatePayment */
export function updatePayment(
  body: InitiatePaymentBody & { id: string; paymentToken: string },
): Promise<PaymentStarted> {
  return fetchJson('Update payment', `${payments()}/v1/updatePayment`, {
    method: 'POST',
    body,
    retries: 0,
  });
}

/** GET {payments}/v1/payment?paymentId&checkoutId */
export function getPayment(paymentId: string, checkoutId: string): Promise<PaymentResult> {
  return fetchJson('Get payment', withQuery(`${payments()}/v1/payment`, { paymentId, checkoutId }));
}

/** POST {payments}/v1/payments/verifyDomain (Apple Pay domain registration). */
export function verifyPaymentDomain(domainName: string): Promise<{ success: boolean }> {
  return fetchJson('Verify payment domain', `${payments()}/v1/payments/verifyDomain`, {
    method: 'POST',
    body: { domainName },
    retries: 0,
  });
}

export interface SandboxCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/**
 * POST {payments}/v1/sandbox/payment_methods — the sandbox provider's stand-in for the card
 * provider's createPaymentMethod (path chosen by us). Invalid numbers fail here, like the real one.
 */
export function createSandboxPaymentMethod(
  card: SandboxCardInput,
): Promise<{ id: string; card: { brand: string; last4: string } }> {
  return fetchJson('Create payment method', `${payments()}/v1/sandbox/payment_methods`, {
    method: 'POST',
    body: card,
    retries: 0,
  });
}
