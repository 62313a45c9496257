import { randomId } from './ids';
import type { FastifyRequest } from 'fastify';
import type { InitiatePaymentBody } from '@store/shared/src/types';
import { payableCheckout } from './payable';
import type { CheckoutModel } from '../checkout/repo';
import type { AppContext } from '../lib/context';
import { apiError, unprocessable } from '@store/shared/node/errors';
import { APPROVAL_MESSAGES } from './approvals';
import type { PaymentRow } from './paymentRow';
import { ProviderUnavailable, type ChargeOutcome, type PaymentGateway } from './gateways';
import { publicOrigin } from '../lib/publicOrigin';
import { checkoutMethod, countSettled } from './outcomes';

/** The payments columns the real providers use (migration 005). */
export interface LivePaymentRow extends PaymentRow {
  provider_ref: string | null;
  capture_ref: string | null;
  redirect_url: string | null;
  attempts: number;
  /** Not a column: the charge's client secret, handed back once to the payer (see ChargeOutcome). */
  client_secret?: string | null;
}

export const PROVIDER_UNAVAILABLE =
  "We couldn't reach the payment provider. Your card was not charged. Please try again.";

/** States in which a payment can be (re)started: never while in flight or once money moved. */
const RESTARTABLE = ['failed', 'requires_action', 'refunded'];

const readRow = async (ctx: AppContext, id: string) =>
  (await ctx.db.get<LivePaymentRow>('SELECT * FROM payments WHERE id = ?', [id]))!;

/** Writes the provider's answer over a payment in one of `from`; returns whether it did. */
async function writeOutcome(
  ctx: AppContext,
  id: string,
  o: ChargeOutcome,
  from: readonly string[],
): Promise<boolean> {
  const marks = from.map(() => '?').join(', ');
  const { changes } = await ctx.db.run(
    `UPDATE payments SET state = ?, provider_ref = COALESCE(?, provider_ref), capture_ref = COALESCE(?, capture_ref),
       redirect_url = ?, error_code = ?, error_message = ?, updated_at = ?
     WHERE id = ? AND state IN (${marks})`,
    [
      o.state,
      o.providerRef,
      o.captureRef ?? null,
      o.state === 'requires_action' ? o.redirectUrl : null,
      o.errorCode,
      o.errorMessage,
      ctx.now().toISOString(),
      id,
      ...from,
    ],
  );
  return changes === 1;
}

/** A failed Afterpay reads as the SPEC's Afterpay message, not as a card decline. */
function inShoppersWords(o: ChargeOutcome, method: string): ChargeOutcome {
  if (o.state !== 'failed' || method !== 'afterpay') return o;
  return { ...o, errorMessage: APPROVAL_MESSAGES.afterpay };
}

function shippingOf(m: CheckoutModel) {
  const c = m.customer;
  if (!c) return null;
  const a = c.address;
  return {
    name: `${c.firstName} ${c.lastName}`.trim(),
    line1: a.address1,
    line2: a.address2 || null,
    city: a.city,
    state: a.stateCode,
    postalCode: a.zip,
    country: a.countryCode,
  };
}

/**
 * Takes the checkout's server total through a real provider. The row is claimed (`processing`)
 * before the call so a concurrent retry of the same payment is refused instead of charging twice;
 * the provider idempotency key (payment id + attempt) covers the client library's own retries.
 */
export async function chargeLive(
  ctx: AppContext,
  gateway: PaymentGateway,
  req: FastifyRequest,
  prefix: string,
  body: InitiatePaymentBody,
  existing?: PaymentRow,
): Promise<LivePaymentRow> {
  const { db } = ctx;
  const m = await payableCheckout(db, body.checkoutId, body.storeSlug);
  const method = body.platform === 'paypal' ? 'paypal' : body.paymentMethod;
  if (gateway.name === 'stripe' && method !== 'afterpay' && !body.paymentMethodId) {
    throw unprocessable(
      'payment_method_required',
      'Card and wallet payments need a payment method from Stripe.js.',
      '/paymentMethodId',
    );
  }
  const id = await claimPayment(ctx, gateway.name, m, body, method, existing);
  const row = await readRow(ctx, id);
  const back = `${publicOrigin(ctx, req)}${prefix}/v1/return?paymentId=${encodeURIComponent(id)}`;
  let outcome: ChargeOutcome;
  try {
    outcome = await gateway.charge({
      paymentId: id,
      attempt: row.attempts,
      checkoutId: m.row.id,
      storeName: m.store.name,
      amountCents: m.costs.total,
      currency: m.money.currency,
      method,
      paymentMethodId: body.paymentMethodId ?? null,
      returnUrl: back,
      cancelUrl: `${back}&outcome=cancel`,
      payer: {
        name:
          body.billingDetails?.name ??
          (m.customer ? `${m.customer.firstName} ${m.customer.lastName}` : null),
        email: body.billingDetails?.email ?? m.customer?.email ?? null,
      },
      shipping: shippingOf(m),
    });
  } catch (e) {
    if (!(e instanceof ProviderUnavailable)) throw e;
    return providerUnavailable(ctx, id, method);
  }
  outcome = inShoppersWords(outcome, method);
  if (await writeOutcome(ctx, id, outcome, ['processing']))
    countSettled(ctx, method, outcome.state);
  if (outcome.state === 'failed') {
    throw apiError(
      402,
      outcome.errorCode ?? 'card_declined',
      outcome.errorMessage ?? APPROVAL_MESSAGES.wallet,
      { pointer: '/paymentMethodId' },
      'Card declined',
    );
  }
  const clientSecret = outcome.state === 'requires_action' ? (outcome.clientSecret ?? null) : null;
  return { ...(await readRow(ctx, id)), client_secret: clientSecret };
}

/**
 * Marks the payment processing before the provider is called (a new row, or a restartable one
 * claimed by its state, so a concurrent retry is refused) and points the checkout at it.
 */
async function claimPayment(
  ctx: AppContext,
  provider: PaymentGateway['name'],
  m: CheckoutModel,
  body: InitiatePaymentBody,
  method: string,
  existing: PaymentRow | undefined,
): Promise<string> {
  const now = ctx.now().toISOString();
  const id = existing?.id ?? randomId('pay');
  await ctx.db.tx(async (t) => {
    if (existing) {
      const marks = RESTARTABLE.map(() => '?').join(', ');
      const { changes } = await t.run(
        `UPDATE payments SET provider = ?, platform = ?, payment_method_id = NULL, amount_cents = ?, state = 'processing',
           attempts = attempts + 1, provider_ref = NULL, capture_ref = NULL, redirect_url = NULL, error_code = NULL,
           error_message = NULL, updated_at = ?
         WHERE id = ? AND state IN (${marks})`,
        [provider, body.platform, m.costs.total, now, id, ...RESTARTABLE],
      );
      if (changes !== 1) {
        throw apiError(409, 'payment_in_progress', 'This payment is already being processed.', {
          pointer: '/id',
        });
      }
    } else {
      await t.run(
        `INSERT INTO payments (id, checkout_id, payment_method_id, token, platform, amount_cents, currency, state,
           provider, attempts, created_at, updated_at)
         VALUES (?, ?, NULL, ?, ?, ?, ?, 'processing', ?, 1, ?, ?)`,
        [
          id,
          m.row.id,
          randomId('ptok'),
          body.platform,
          m.costs.total,
          m.money.currency,
          provider,
          now,
          now,
        ],
      );
    }
    await t.run(
      'UPDATE checkouts SET payment_id = ?, platform = ?, payment_method = ?, updated_at = ? WHERE id = ?',
      [id, body.platform, method, now, m.row.id],
    );
  });
  return id;
}

/** The provider did not answer: the payment fails with that reason, and the shopper is told. */
async function providerUnavailable(ctx: AppContext, id: string, method: string): Promise<never> {
  await writeOutcome(
    ctx,
    id,
    {
      state: 'failed',
      providerRef: null,
      redirectUrl: null,
      errorCode: 'provider_unavailable',
      errorMessage: PROVIDER_UNAVAILABLE,
    },
    ['processing'],
  );
  ctx.metrics.payment(method, 'provider_unavailable');
  throw apiError(
    502,
    'payment_provider_unavailable',
    PROVIDER_UNAVAILABLE,
    undefined,
    'Bad Gateway',
  );
}

/** Asks the provider again about a payment waiting for the shopper (PayPal captures here). */
export async function refreshLive(
  ctx: AppContext,
  gateway: PaymentGateway,
  row: LivePaymentRow,
): Promise<LivePaymentRow> {
  if (row.state !== 'requires_action' && row.state !== 'processing') return row;
  if (!row.provider_ref) return row;
  const method = (await checkoutMethod(ctx.db, row.checkout_id)) ?? 'card';
  const outcome = inShoppersWords(await gateway.refresh(row), method);
  // Asked again and again while the shopper is away: only the write that settles it counts.
  if (await writeOutcome(ctx, row.id, outcome, ['requires_action', 'processing']))
    countSettled(ctx, method, outcome.state);
  return readRow(ctx, row.id);
}

/** The shopper left the provider's page without paying (PayPal's cancel URL). */
export async function cancelLive(ctx: AppContext, row: LivePaymentRow): Promise<LivePaymentRow> {
  const cancelled = await writeOutcome(
    ctx,
    row.id,
    {
      state: 'failed',
      providerRef: null,
      redirectUrl: null,
      errorCode: 'cancelled',
      errorMessage:
        row.provider === 'paypal' ? APPROVAL_MESSAGES.paypal : APPROVAL_MESSAGES.afterpay,
    },
    ['requires_action'],
  );
  if (cancelled)
    ctx.metrics.payment(
      (await checkoutMethod(ctx.db, row.checkout_id)) ?? row.provider,
      'cancelled',
    );
  return readRow(ctx, row.id);
}
