import { paymentRouteConfig } from './paymentRouteConfig';
import type { FastifyInstance } from 'fastify';
import type { Address, SubmitResult } from '@store/shared/src/types';
import { addressSchema, checkoutId, customerSchema } from '../checkout/schemas';
import { submitAndSettle } from './refunds';
import { loadCheckout } from '../checkout/repo';
import type { AppContext } from '../lib/context';
import { unprocessable } from '@store/shared/node/errors';
import { applyCustomer, applyDeliveryOption } from '../checkout/updates';
import * as S from '../lib/schemas';
import { settleApproval, walletPayerProps, walletPayment } from './approvals';

export interface WalletOrderBody {
  checkoutId: string;
  storeSlug: string;
  paymentId: string;
  paymentToken: string;
  walletType: 'google-pay' | 'apple-pay';
  payerName: string;
  payerEmail: string;
  payerPhone?: string;
  shippingAddress?: Address;
  deliveryOption?: string;
}

/**
 * POST {checkout}/v1/checkout/wallet (path chosen by us): place the order with a wallet's details.
 * Sets the customer from the payer + shipping address (when given) and picks `deliveryOption`
 * (default `standard`) when none is chosen, with the rules of PUT /v1/checkout (checkout/updates), approves the pending wallet
 * payment for the resulting server total, then submits exactly like /v1/checkout/submit.
 */
export function walletOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.post<{ Body: WalletOrderBody }>(
    '/v1/checkout/wallet',
    {
      config: paymentRouteConfig(ctx, 'body.paymentId:payment'),
      schema: {
        body: {
          type: 'object',
          required: [
            'checkoutId',
            'storeSlug',
            'paymentId',
            'paymentToken',
            'walletType',
            'payerName',
            'payerEmail',
          ],
          // A shipping address makes a customer, which needs a phone number.
          dependencies: { shippingAddress: ['payerPhone'] },
          properties: {
            checkoutId,
            storeSlug: S.slug,
            paymentId: { type: 'string', minLength: 1, maxLength: 100 },
            ...walletPayerProps,
            payerPhone: customerSchema.properties.phone,
            shippingAddress: addressSchema,
            deliveryOption: { type: 'string', minLength: 1, maxLength: 40 },
          },
        },
      },
    },
    async (req): Promise<SubmitResult> => {
      const b = req.body;
      const m = await loadCheckout(db, b.checkoutId, b.storeSlug);
      const p = await walletPayment(db, m.row.id, b);
      if (!m.row.order_id) {
        await db.tx(async (t) => {
          const tc: AppContext = { ...ctx, db: t };
          if (b.shippingAddress) {
            const [first = '', ...rest] = b.payerName.trim().split(/\s+/);
            await applyCustomer(tc, m, {
              firstName: first,
              lastName: rest.join(' ') || first,
              email: b.payerEmail,
              phone: b.payerPhone!,
              address: b.shippingAddress,
            });
          }
          const current = await loadCheckout(t, m.row.id);
          if (!current.customer)
            throw unprocessable(
              'customer_required',
              'Please send the shipping address.',
              '/shippingAddress',
            );
          if (b.deliveryOption || !current.deliveryOption) {
            const option = b.deliveryOption ?? 'standard';
            await applyDeliveryOption(tc, current, current.shipCountry, option, '/deliveryOption');
          }
          if (p.state === 'requires_action') {
            await settleApproval(tc, p.id, true, {
              name: b.payerName,
              email: b.payerEmail,
              walletType: b.walletType,
            });
          }
        });
      }
      return submitAndSettle(ctx, {
        checkoutId: m.row.id,
        storeSlug: b.storeSlug,
        paymentId: p.id,
        paymentToken: p.token,
        platform: 'stripe',
      });
    },
  );
}
