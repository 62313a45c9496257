import { randomId } from './ids';
import type { InitiatePaymentBody, PaymentMethod } from '@store/shared/src/types';
import { payableCheckout } from './payable';
import type { PaymentRow } from './paymentRow';
import { loadCheckout } from '../checkout/repo';
import type { Db } from '../db';
import type { AppContext } from '../lib/context';
import { apiError, notFound, unprocessable } from '@store/shared/node/errors';
import { sameOriginPath } from '../lib/redirects';
import * as S from '../lib/schemas';

/**
 * Sandbox stand-ins for the redirect / wallet providers (PayPal, Afterpay, Google Pay, Apple Pay).
 * initiatePayment without a paymentMethodId creates a payment in state `requires_action` whose
 * `redirectUrl` is an approval page served here; approving marks it `succeeded` for the checkout's
 * server total, cancelling marks it `failed`. Messages are quoted from SPEC section 8.
 */
export const APPROVAL_MESSAGES = {
  afterpay: "Sorry, we're having difficulty with AfterPay.",
  paypal: 'There was an issue authorizing with PayPal',
  wallet: 'The wallet payment was cancelled.',
} as const;

/** Emails containing this tag make sandbox Afterpay decline (as does a store outside region usa). */
const AFTERPAY_DECLINE_TAG = '+afterpay-decline';

const WALLETS: readonly string[] = ['google-pay', 'apple-pay'];
const REDIRECT_METHODS: readonly string[] = ['afterpay', 'paypal', ...WALLETS];

export interface ApprovalRow {
  payment_id: string;
  payment_method: PaymentMethod;
  return_url: string;
}

/** Same-site relative paths only (no scheme, no `//host`): the approval page never redirects off-site. */
export const returnUrlSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 2000,
  pattern: '^/(?![/\\\\])[^\\s\\\\]*$',
} as const;

/** What a wallet's sheet hands back to settle its payment: the payment's token and the payer. */
export const walletPayerProps = {
  paymentToken: { type: 'string', minLength: 1, maxLength: 200 },
  walletType: { type: 'string', enum: ['google-pay', 'apple-pay'] },
  payerName: { type: 'string', minLength: 1, maxLength: 200 },
  payerEmail: S.email,
} as const;

/** The return path to use: the one given (when it stays on this site) or the stored default. */
export function checkedReturn(
  given: string | undefined,
  stored: string,
  source: { parameter: string } | { pointer: string },
): string {
  if (given === undefined) return stored;
  const path = sameOriginPath(given);
  if (path === null)
    throw apiError(
      400,
      'invalid',
      'returnUrl must be a path on this site.',
      source,
      'Invalid request',
    );
  return path;
}

/** Redirect flow: PayPal, or Afterpay / a wallet, when no card payment method was given. */
export function isApprovalFlow(body: InitiatePaymentBody): boolean {
  if (body.paymentMethodId) return false;
  return body.platform === 'paypal' || REDIRECT_METHODS.includes(body.paymentMethod);
}

const methodOf = (body: InitiatePaymentBody): PaymentMethod =>
  body.platform === 'paypal' ? 'paypal' : body.paymentMethod;

const cancelMessage = (method: string) =>
  method === 'afterpay'
    ? APPROVAL_MESSAGES.afterpay
    : method === 'paypal'
      ? APPROVAL_MESSAGES.paypal
      : APPROVAL_MESSAGES.wallet;

export function approvalUrl(prefix: string, paymentId: string, returnUrl: string): string {
  const q = new URLSearchParams({ paymentId, returnUrl });
  return `${prefix}/v1/sandbox/approve?${q.toString()}`;
}

/** The approval page URL while the payment waits for the shopper; null otherwise. */
export async function approvalRedirect(
  db: Db,
  prefix: string,
  p: PaymentRow,
): Promise<string | null> {
  if (p.state !== 'requires_action') return null;
  const a = await db.get<ApprovalRow>('SELECT * FROM payment_approvals WHERE payment_id = ?', [
    p.id,
  ]);
  return a ? approvalUrl(prefix, p.id, a.return_url) : null;
}

/** Creates (or restarts, for an existing payment) a pending approval. Returns the payment id. */
export async function startApproval(
  ctx: AppContext,
  body: InitiatePaymentBody,
  existing?: PaymentRow,
): Promise<string> {
  const { db } = ctx;
  const m = await payableCheckout(db, body.checkoutId, body.storeSlug);
  const method = methodOf(body);
  const emails = [body.customer?.email, body.billingDetails?.email, m.customer?.email];
  const declined =
    method === 'afterpay' &&
    (m.store.region !== 'usa' ||
      m.money.currency !== 'USD' ||
      emails.some((e) => (e ?? '').toLowerCase().includes(AFTERPAY_DECLINE_TAG)));
  const state = declined ? 'failed' : 'requires_action';
  const errorCode = declined ? 'afterpay_declined' : null;
  const errorMessage = declined ? APPROVAL_MESSAGES.afterpay : null;
  const now = ctx.now().toISOString();
  const id = existing?.id ?? randomId('pay');
  const token = existing?.token ?? randomId('ptok');
  const returnUrl = `/checkout/${encodeURIComponent(m.row.id)}`;
  await db.tx(async (t) => {
    if (existing) {
      await t.run(
        `UPDATE payments SET payment_method_id = NULL, platform = ?, amount_cents = ?, state = ?, error_code = ?,
           error_message = ?, provider = 'sandbox', updated_at = ? WHERE id = ?`,
        [body.platform, m.costs.total, state, errorCode, errorMessage, now, id],
      );
      await t.run('DELETE FROM payment_approvals WHERE payment_id = ?', [id]);
    } else {
      await t.run(
        `INSERT INTO payments (id, checkout_id, payment_method_id, token, platform, amount_cents, currency, state,
           error_code, error_message, created_at, updated_at)
         VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          m.row.id,
          token,
          body.platform,
          m.costs.total,
          m.money.currency,
          state,
          errorCode,
          errorMessage,
          now,
          now,
        ],
      );
    }
    await t.run(
      `INSERT INTO payment_approvals (payment_id, payment_method, return_url, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?)`,
      [id, method, returnUrl, now, now],
    );
    await t.run(
      'UPDATE checkouts SET payment_id = ?, platform = ?, payment_method = ?, updated_at = ? WHERE id = ?',
      [id, body.platform, method, now, m.row.id],
    );
  });
  // A sandbox Afterpay decline is the payment's outcome; an approval waiting is not one yet.
  if (declined) ctx.metrics.payment(method, 'failed');
  return id;
}

export interface Payer {
  name?: string | null;
  email?: string | null;
  walletType?: string | null;
}

/**
 * Approves (amount = the checkout's current server total) or cancels a pending approval.
 * Only a payment in `requires_action` can be settled; anything else is 409 `payment_not_pending`.
 */
export async function settleApproval(
  ctx: AppContext,
  paymentId: string,
  approve: boolean,
  payer: Payer = {},
): Promise<{ payment: PaymentRow; method: string }> {
  const { db } = ctx;
  const settled = await db.tx(async (t) => {
    // Only the sandbox settles here: a payment held by a real provider is settled by that provider.
    const p = await t.get<PaymentRow>(
      "SELECT * FROM payments WHERE id = ? AND provider = 'sandbox'",
      [paymentId],
    );
    const a = await t.get<ApprovalRow>('SELECT * FROM payment_approvals WHERE payment_id = ?', [
      paymentId,
    ]);
    if (!p || !a) throw notFound('payment', 'Payment not found', 'paymentId');
    if (p.state !== 'requires_action') {
      throw apiError(409, 'payment_not_pending', 'This payment is no longer awaiting approval.', {
        parameter: 'paymentId',
      });
    }
    const m = await loadCheckout(t, p.checkout_id);
    const now = ctx.now().toISOString();
    if (approve) {
      await t.run(
        `UPDATE payments SET state = 'succeeded', amount_cents = ?, error_code = NULL, error_message = NULL,
           updated_at = ? WHERE id = ?`,
        [m.costs.total, now, p.id],
      );
    } else {
      await t.run(
        `UPDATE payments SET state = 'failed', error_code = 'cancelled', error_message = ?, updated_at = ?
         WHERE id = ?`,
        [cancelMessage(a.payment_method), now, p.id],
      );
    }
    await t.run(
      `UPDATE payment_approvals SET payer_name = ?, payer_email = ?, wallet_type = ?, updated_at = ?
       WHERE payment_id = ?`,
      [payer.name ?? null, payer.email ?? null, payer.walletType ?? null, now, p.id],
    );
    return {
      payment: (await t.get<PaymentRow>('SELECT * FROM payments WHERE id = ?', [p.id]))!,
      method: a.payment_method,
    };
  });
  ctx.metrics.payment(settled.method, approve ? 'succeeded' : 'cancelled');
  return settled;
}

async function approvalMethod(db: Db, paymentId: string): Promise<string | null> {
  return (
    (
      await db.get<{ payment_method: string }>(
        'SELECT payment_method FROM payment_approvals WHERE payment_id = ?',
        [paymentId],
      )
    )?.payment_method ?? null
  );
}

/**
 * The payment a wallet's sheet settles: one of this checkout's, with its token, started for this
 * very wallet (a Google Pay payment is never approved by Apple Pay).
 */
export async function walletPayment(
  db: Db,
  checkoutId: string,
  b: { paymentId: string; paymentToken: string; walletType: string },
): Promise<PaymentRow> {
  const p = await db.get<PaymentRow>(
    'SELECT * FROM payments WHERE id = ? AND checkout_id = ? AND token = ?',
    [b.paymentId, checkoutId, b.paymentToken],
  );
  if (!p) throw notFound('payment', 'Payment not found', 'paymentId');
  if ((await approvalMethod(db, p.id)) !== b.walletType) {
    throw unprocessable(
      'wallet_type',
      'This payment was not started for this wallet.',
      '/walletType',
    );
  }
  return p;
}
