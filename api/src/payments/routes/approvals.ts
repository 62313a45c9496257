import type { FastifyInstance } from 'fastify';
import type { PaymentStarted } from '@store/shared/src/types';
import { loadCheckout } from '../../checkout/repo';
import type { AppContext } from '../../lib/context';
import { formatAmount } from '../../lib/currency';
import { notFound } from '@store/shared/node/errors';
import * as S from '../../lib/schemas';
import { approvalPage } from '../approvalPage';
import {
  checkedReturn,
  returnUrlSchema,
  settleApproval,
  walletPayment,
  walletPayerProps,
  type ApprovalRow,
} from '../approvals';
import type { PaymentRow } from '../paymentRow';

const paymentIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** Sandbox approval page + form target + wallet approval. Encapsulated (own form parser). */
export async function approvalRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  prefix: string,
  toResult: (p: PaymentRow) => Promise<PaymentStarted>,
): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  approvalPageRoute(app, ctx, prefix);
  approvalFormRoute(app, ctx);
  walletApprovalRoute(app, ctx, toResult);
}

/** The sandbox's approval page for a redirect method (PayPal, Afterpay): approve or cancel. */
function approvalPageRoute(app: FastifyInstance, ctx: AppContext, prefix: string): void {
  const { db } = ctx;
  app.get<{ Querystring: { paymentId: string; returnUrl?: string } }>(
    '/v1/sandbox/approve',
    {
      config: { store: ['query.paymentId:payment'] },
      schema: {
        querystring: {
          type: 'object',
          required: ['paymentId'],
          properties: { paymentId: paymentIdSchema, returnUrl: returnUrlSchema },
        },
      },
    },
    async (req, reply) => {
      const p = await db.get<PaymentRow>('SELECT * FROM payments WHERE id = ?', [
        req.query.paymentId,
      ]);
      const a = p
        ? await db.get<ApprovalRow>('SELECT * FROM payment_approvals WHERE payment_id = ?', [p.id])
        : undefined;
      if (!p || !a) throw notFound('payment', 'Payment not found', 'paymentId');
      const m = await loadCheckout(db, p.checkout_id);
      const returnUrl = checkedReturn(req.query.returnUrl, a.return_url, {
        parameter: 'returnUrl',
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          approvalPage({
            prefix,
            paymentId: p.id,
            paymentState: p.state,
            method: a.payment_method,
            returnUrl,
            storeName: m.store.name,
            amount: formatAmount(m.money.major(m.costs.total), m.money.currency),
          }),
        );
    },
  );
}

/** The approval page's form: settles the payment, then 303 back to the checked return path. */
function approvalFormRoute(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.post<{ Body: { paymentId: string; decision: 'approve' | 'cancel'; returnUrl?: string } }>(
    '/v1/sandbox/approve',
    {
      config: { store: ['body.paymentId:payment'] },
      schema: {
        body: {
          type: 'object',
          required: ['paymentId', 'decision'],
          properties: {
            paymentId: paymentIdSchema,
            decision: { type: 'string', enum: ['approve', 'cancel'] },
            returnUrl: returnUrlSchema,
          },
        },
      },
    },
    async (req, reply) => {
      // The return path is checked before anything is settled: a refused redirect changes nothing.
      const a = await db.get<ApprovalRow>('SELECT * FROM payment_approvals WHERE payment_id = ?', [
        req.body.paymentId,
      ]);
      const back = checkedReturn(req.body.returnUrl, a?.return_url ?? '/', {
        pointer: '/returnUrl',
      });
      const { payment } = await settleApproval(
        ctx,
        req.body.paymentId,
        req.body.decision === 'approve',
      );
      const target = new URL(back, 'http://sandbox.invalid');
      target.searchParams.set('paymentId', payment.id);
      target.searchParams.set('paymentState', payment.state);
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${target.pathname}${target.search}`, 303);
    },
  );
}

/** A wallet's (Google Pay, Apple Pay) sandbox approval: settled at once with the payer. */
function walletApprovalRoute(
  app: FastifyInstance,
  ctx: AppContext,
  toResult: (p: PaymentRow) => Promise<PaymentStarted>,
): void {
  const { db } = ctx;
  app.post<{
    Body: {
      checkoutId: string;
      paymentId: string;
      paymentToken: string;
      walletType: 'google-pay' | 'apple-pay';
      payerName: string;
      payerEmail: string;
    };
  }>(
    '/v1/sandbox/wallet',
    {
      config: { store: ['body.checkoutId:checkout', 'body.paymentId:payment'] },
      schema: {
        body: {
          type: 'object',
          required: [
            'checkoutId',
            'paymentId',
            'paymentToken',
            'walletType',
            'payerName',
            'payerEmail',
          ],
          properties: {
            checkoutId: S.uuid,
            paymentId: paymentIdSchema,
            ...walletPayerProps,
          },
        },
      },
    },
    async (req): Promise<PaymentStarted> => {
      const b = req.body;
      const p = await walletPayment(db, b.checkoutId, b);
      const { payment } = await settleApproval(ctx, p.id, true, {
        name: b.payerName,
        email: b.payerEmail,
        walletType: b.walletType,
      });
      return toResult(payment);
    },
  );
}
