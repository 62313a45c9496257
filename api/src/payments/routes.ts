import { rateLimitConfig } from '../ops/rateLimits';
import { randomId } from './ids';
import type { FastifyInstance } from 'fastify';
import type { InitiatePaymentBody, PaymentResult, PaymentStarted } from '@store/shared/src/types';
import { payableCheckout } from './payable';
import type { AppContext } from '../lib/context';
import { apiError, notFound, unprocessable } from '../lib/errors';
import * as S from '../lib/schemas';
import { customerSchema } from '../checkout/schemas';
import {
  CARD_MESSAGES,
  cardBrand,
  isExpired,
  luhnValid,
  outcomeFor,
  type CardOutcome,
} from './cards';
import {
  approvalRedirect,
  type PaymentRow as ApprovalPaymentRow,
  approvalRoutes,
  isApprovalFlow,
  startApproval,
} from './approvals';
import { ProviderUnavailable } from './gateways';
import { cancelLive, chargeLive, refreshLive, type LivePaymentRow } from './live';
import { countSettled } from './outcomes';

type PaymentRow = ApprovalPaymentRow;

/** A payment in flight or on its way back to the shopper cannot be paid again. */
const BUSY_STATES: readonly string[] = ['processing', 'refunding', 'refund_failed'];

const toResult = (p: PaymentRow): PaymentStarted => ({
  paymentId: p.id,
  paymentToken: p.token,
  state: p.state,
  redirectUrl: null,
  error: p.error_message,
});

const paymentBodyProps = {
  amount: { type: 'number' },
  platform: { type: 'string', enum: ['stripe', 'paypal'] },
  paymentMethod: {
    type: 'string',
    enum: ['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card', 'paypal'],
  },
  checkoutId: S.uuid,
  billingDetails: {
    type: ['object', 'null'],
    properties: {
      name: { type: 'string', maxLength: 200 },
      email: { type: 'string', maxLength: 254 },
      phone: { type: 'string', maxLength: 30 },
    },
  },
  paymentMethodId: { type: ['string', 'null'], maxLength: 64 },
  storeSlug: S.slug,
  customer: { anyOf: [{ type: 'null' }, customerSchema] },
  lookupNumber: { type: ['string', 'null'], maxLength: 64 },
  storeName: { type: ['string', 'null'], maxLength: 200 },
} as const;

/** A platform without keys on a store whose other platform takes real money. */
function notConfigured(platform: string) {
  const name = platform === 'paypal' ? 'PayPal' : 'Card and wallet payments';
  return unprocessable(
    'provider_not_configured',
    `${name} ${platform === 'paypal' ? 'is' : 'are'} not available on this store.`,
    '/platform',
  );
}

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const prefix = app.prefix;
  /** toResult plus where the shopper goes next while the payment awaits them: the provider's page, or the sandbox approval page. */
  const result = async (p: PaymentRow): Promise<PaymentStarted> => {
    if (p.provider === 'sandbox')
      return { ...toResult(p), redirectUrl: await approvalRedirect(db, prefix, p) };
    const { redirect_url, client_secret, provider_ref } = p as LivePaymentRow;
    const waiting = p.state === 'requires_action';
    return {
      ...toResult(p),
      redirectUrl: waiting ? redirect_url : null,
      ...(client_secret ? { clientSecret: client_secret } : {}),
      // PayPal's JS SDK buttons approve the order in their own window: they need its id.
      ...(waiting && p.provider === 'paypal' && provider_ref
        ? { providerOrderId: provider_ref }
        : {}),
    };
  };
  const find = (id: string) => db.get<LivePaymentRow>('SELECT * FROM payments WHERE id = ?', [id]);
  const byId = async (id: string) => (await find(id))!;
  /** A real provider's view of a waiting payment; an unreachable provider leaves the row as it is. */
  const refreshed = async (p: LivePaymentRow): Promise<LivePaymentRow> => {
    const gateway = ctx.payments.byName(p.provider);
    if (!gateway) return p;
    try {
      return await refreshLive(ctx, gateway, p);
    } catch (e) {
      if (e instanceof ProviderUnavailable) return p;
      throw e;
    }
  };
  void app.register(async (sub) => approvalRoutes(sub, ctx, prefix, result));

  app.post<{
    Body: { number: string; expMonth: number; expYear: number; cvc: string; name: string };
  }>(
    '/v1/sandbox/payment_methods',
    {
      // Card testing: a bot trying numbers meets the payment limit.
      config: { store: [], rateLimit: rateLimitConfig(ctx.rateLimits, 'payment') },
      schema: {
        body: {
          type: 'object',
          required: ['number', 'expMonth', 'expYear', 'cvc', 'name'],
          properties: {
            number: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[0-9 ]+$' },
            expMonth: { type: 'integer', minimum: 1, maximum: 12 },
            expYear: { type: 'integer', minimum: 0, maximum: 2200 },
            cvc: { type: 'string', pattern: '^[0-9]{3,4}$' },
            name: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (req, reply) => {
      if (!ctx.payments.sandboxOpen) {
        throw notFound('sandbox_disabled', 'Card payments go through Stripe on this store.');
      }
      const b = req.body;
      const digits = b.number.replace(/\s+/g, '');
      if (!luhnValid(digits)) {
        throw apiError(
          402,
          'invalid_number',
          CARD_MESSAGES.invalid_number,
          { pointer: '/number' },
          'Card error',
        );
      }
      if (isExpired(b.expMonth, b.expYear, ctx.now())) {
        throw apiError(
          402,
          'expired_card',
          CARD_MESSAGES.expired_card,
          { pointer: '/expYear' },
          'Card error',
        );
      }
      const id = randomId('pm');
      const brand = cardBrand(digits);
      const last4 = digits.slice(-4);
      await db.run(
        `INSERT INTO payment_methods (id, brand, last4, exp_month, exp_year, holder_name, outcome, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          brand,
          last4,
          b.expMonth,
          b.expYear,
          b.name,
          outcomeFor(digits),
          ctx.now().toISOString(),
        ],
      );
      void reply.code(201);
      return { id, card: { brand, last4 } };
    },
  );

  /** Confirms a payment for the checkout's server total with a sandbox payment method. */
  const confirm = async (
    checkoutId: string,
    storeSlug: string,
    body: InitiatePaymentBody,
    existing?: PaymentRow,
  ) => {
    const m = await payableCheckout(db, checkoutId, storeSlug);
    if (!body.paymentMethodId) {
      throw unprocessable(
        'payment_method_required',
        'The sandbox provider needs a payment method (POST /v1/sandbox/payment_methods).',
        '/paymentMethodId',
      );
    }
    const pm = await db.get<{ id: string; outcome: CardOutcome }>(
      'SELECT id, outcome FROM payment_methods WHERE id = ?',
      [body.paymentMethodId],
    );
    if (!pm) throw notFound('payment_method', 'Payment method not found', 'paymentMethodId');
    const now = ctx.now().toISOString();
    const state = pm.outcome === 'succeeded' ? 'succeeded' : 'failed';
    const errorMessage = pm.outcome === 'succeeded' ? null : CARD_MESSAGES[pm.outcome];
    const id = existing?.id ?? randomId('pay');
    const token = existing?.token ?? randomId('ptok');
    await db.tx(async (t) => {
      if (existing) {
        await t.run(
          `UPDATE payments SET payment_method_id = ?, platform = ?, amount_cents = ?, state = ?, error_code = ?,
             error_message = ?, provider = 'sandbox', updated_at = ? WHERE id = ?`,
          [
            pm.id,
            body.platform,
            m.costs.total,
            state,
            state === 'failed' ? pm.outcome : null,
            errorMessage,
            now,
            id,
          ],
        );
      } else {
        await t.run(
          `INSERT INTO payments (id, checkout_id, payment_method_id, token, platform, amount_cents, currency, state,
             error_code, error_message, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            id,
            checkoutId,
            pm.id,
            token,
            body.platform,
            m.costs.total,
            m.money.currency,
            state,
            state === 'failed' ? pm.outcome : null,
            errorMessage,
            now,
            now,
          ],
        );
      }
      await t.run(
        'UPDATE checkouts SET payment_id = ?, platform = ?, payment_method = ?, updated_at = ? WHERE id = ?',
        [id, body.platform, body.paymentMethod, now, checkoutId],
      );
    });
    countSettled(ctx, body.paymentMethod, state);
    if (state === 'failed') {
      throw apiError(
        402,
        pm.outcome,
        errorMessage!,
        { pointer: '/paymentMethodId' },
        'Card declined',
      );
    }
    return toResult((await db.get<PaymentRow>('SELECT * FROM payments WHERE id = ?', [id]))!);
  };

  app.post<{ Body: InitiatePaymentBody }>(
    '/v1/initiatePayment',
    {
      config: {
        store: ['body.checkoutId:checkout', 'body.storeSlug'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'payment'),
      },
      schema: {
        body: {
          type: 'object',
          required: ['platform', 'paymentMethod', 'checkoutId', 'storeSlug'],
          properties: paymentBodyProps,
        },
      },
    },
    async (req, reply): Promise<PaymentStarted> => {
      void reply.code(201);
      const gateway = ctx.payments.forPlatform(req.body.platform);
      if (gateway) return result(await chargeLive(ctx, gateway, req, prefix, req.body));
      if (!ctx.payments.sandboxOpen) throw notConfigured(req.body.platform);
      if (isApprovalFlow(req.body)) return result(await byId(await startApproval(ctx, req.body)));
      return confirm(req.body.checkoutId, req.body.storeSlug, req.body);
    },
  );

  app.post<{ Body: InitiatePaymentBody & { id: string; paymentToken: string } }>(
    '/v1/updatePayment',
    {
      config: {
        store: ['body.checkoutId:checkout', 'body.storeSlug', 'body.id:payment'],
        rateLimit: rateLimitConfig(ctx.rateLimits, 'payment'),
      },
      schema: {
        body: {
          type: 'object',
          required: ['id', 'paymentToken', 'platform', 'paymentMethod', 'checkoutId', 'storeSlug'],
          properties: {
            ...paymentBodyProps,
            id: { type: 'string', minLength: 1, maxLength: 100 },
            paymentToken: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (req): Promise<PaymentStarted> => {
      const p = await db.get<PaymentRow>(
        'SELECT * FROM payments WHERE id = ? AND checkout_id = ? AND token = ?',
        [req.body.id, req.body.checkoutId, req.body.paymentToken],
      );
      if (!p) throw notFound('payment', 'Payment not found', 'id');
      if (p.state === 'succeeded') return toResult(p);
      if (BUSY_STATES.includes(p.state)) {
        throw apiError(409, 'payment_in_progress', 'This payment is already being processed.', {
          pointer: '/id',
        });
      }
      const gateway = ctx.payments.forPlatform(req.body.platform);
      if (gateway) return result(await chargeLive(ctx, gateway, req, prefix, req.body, p));
      if (!ctx.payments.sandboxOpen) throw notConfigured(req.body.platform);
      if (isApprovalFlow(req.body)) {
        // A pending approval stays as it is; a failed / card payment restarts as an approval.
        if (p.state === 'requires_action' && !p.payment_method_id) return result(p);
        return result(await byId(await startApproval(ctx, req.body, p)));
      }
      return confirm(req.body.checkoutId, req.body.storeSlug, req.body, p);
    },
  );

  app.get<{ Querystring: { paymentId: string; checkoutId: string } }>(
    '/v1/payment',
    {
      config: { store: ['query.checkoutId:checkout', 'query.paymentId:payment'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['paymentId', 'checkoutId'],
          properties: {
            paymentId: { type: 'string', minLength: 1, maxLength: 100 },
            checkoutId: S.uuid,
          },
        },
      },
    },
    async (req, reply): Promise<PaymentResult> => {
      const p = await db.get<LivePaymentRow>(
        'SELECT * FROM payments WHERE id = ? AND checkout_id = ?',
        [req.query.paymentId, req.query.checkoutId],
      );
      if (!p) throw notFound('payment', 'Payment not found', 'paymentId');
      void reply.header('cache-control', 'no-store');
      // A status read: the token stays with whoever started the payment.
      const { paymentToken: _token, ...status } = await result(await refreshed(p));
      return status;
    },
  );

  /**
   * GET {payments}/v1/return?paymentId[&outcome=cancel]: where a real provider sends the shopper back
   * (3-D Secure, Afterpay, PayPal). Settles what the provider says, then 303 to the checkout page
   * with `paymentId` and `paymentState`, exactly like the sandbox approval page.
   */
  app.get<{ Querystring: { paymentId: string; outcome?: 'cancel' } }>(
    '/v1/return',
    {
      config: { store: ['query.paymentId:payment'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['paymentId'],
          properties: {
            paymentId: { type: 'string', minLength: 1, maxLength: 100 },
            outcome: { type: 'string', enum: ['cancel'] },
          },
        },
      },
    },
    async (req, reply) => {
      const p = await find(req.query.paymentId);
      if (!p || p.provider === 'sandbox')
        throw notFound('payment', 'Payment not found', 'paymentId');
      const after = req.query.outcome === 'cancel' ? await cancelLive(ctx, p) : await refreshed(p);
      const q = new URLSearchParams({ paymentId: after.id, paymentState: after.state });
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/checkout/${encodeURIComponent(after.checkout_id)}?${q.toString()}`, 303);
    },
  );

  app.post<{ Body: { domainName: string } }>(
    '/v1/payments/verifyDomain',
    {
      config: { store: [], rateLimit: rateLimitConfig(ctx.rateLimits, 'checkoutUpdate') },
      schema: {
        body: {
          type: 'object',
          required: ['domainName'],
          properties: {
            domainName: {
              type: 'string',
              minLength: 1,
              maxLength: 253,
              pattern: '^[A-Za-z0-9.-]+$',
            },
          },
        },
      },
    },
    async () => ({ success: true }),
  );
}
