import type { FastifyInstance } from 'fastify';
import type { Address, Customer, SubmitResult } from '@store/shared/src/types';
import { addressSchema, checkoutId, customerSchema } from '../checkout/schemas';
import { submitCheckout } from '../checkout/submit';
import { loadCheckout } from '../checkout/repo';
import type { AppContext } from '../lib/context';
import { notFound, unprocessable } from '../lib/errors';
import { quoteDefs } from '../checkout/pricing';
import * as S from '../lib/schemas';
import { approvalMethod, settleApproval, type PaymentRow } from './approvals';

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
 * Sets the customer from the payer + shipping address (when given) through PUT /v1/checkout,
 * picks `deliveryOption` (default `standard`) when none is chosen, approves the pending wallet
 * payment for the resulting server total, then submits exactly like /v1/checkout/submit.
 */
export function walletOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  /** The customer part of PUT /v1/checkout (same columns, same rules). */
  const setCustomer = (id: string, c: Customer) => {
    const address = {
      ...c.address,
      countryCode: c.address.countryCode.toUpperCase(),
      stateCode: c.address.stateCode.toUpperCase(),
    };
    const customer: Customer = { ...c, id: `cus_${id.slice(0, 8)}`, address };
    db.run(
      `UPDATE checkouts SET customer_json = ?, state = CASE WHEN state = 'created' THEN 'pending' ELSE state END,
         ship_country = ?, ship_state = ?, delivery_option_id = NULL, updated_at = ? WHERE id = ?`,
      [
        JSON.stringify(customer),
        address.countryCode,
        address.stateCode,
        ctx.now().toISOString(),
        id,
      ],
    );
  };
  /** The delivery-option part of PUT /v1/checkout. */
  const setDelivery = (id: string, option: string) => {
    const m = loadCheckout(db, id);
    if (!m.shipCountry)
      throw unprocessable(
        'address_required',
        'Please enter your address first.',
        '/shippingAddress',
      );
    const defs = quoteDefs(m.shipCountry, m.digitalOnly);
    if (!defs)
      throw unprocessable(
        'country_not_supported',
        'We cannot ship to this country.',
        '/shippingAddress',
      );
    if (!defs.some((d) => d.name === option))
      throw unprocessable(
        'delivery_option',
        'This delivery option is not available.',
        '/deliveryOption',
      );
    db.run('UPDATE checkouts SET delivery_option_id = ?, updated_at = ? WHERE id = ?', [
      option,
      ctx.now().toISOString(),
      id,
    ]);
  };

  app.post<{ Body: WalletOrderBody }>(
    '/v1/checkout/wallet',
    {
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
            paymentToken: { type: 'string', minLength: 1, maxLength: 200 },
            walletType: { type: 'string', enum: ['google-pay', 'apple-pay'] },
            payerName: { type: 'string', minLength: 1, maxLength: 200 },
            payerEmail: {
              type: 'string',
              maxLength: 254,
              pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
            },
            payerPhone: customerSchema.properties.phone,
            shippingAddress: addressSchema,
            deliveryOption: { type: 'string', minLength: 1, maxLength: 40 },
          },
        },
      },
    },
    async (req): Promise<SubmitResult> => {
      const b = req.body;
      const m = loadCheckout(db, b.checkoutId, b.storeSlug);
      const p = db.get<PaymentRow>(
        'SELECT * FROM payments WHERE id = ? AND checkout_id = ? AND token = ?',
        [b.paymentId, m.row.id, b.paymentToken],
      );
      if (!p) throw notFound('payment', 'Payment not found', 'paymentId');
      if (approvalMethod(db, p.id) !== b.walletType) {
        throw unprocessable(
          'wallet_type',
          'This payment was not started for this wallet.',
          '/walletType',
        );
      }
      if (!m.row.order_id) {
        db.tx(() => {
          if (b.shippingAddress) {
            const [first, ...rest] = b.payerName.trim().split(/\s+/);
            setCustomer(m.row.id, {
              firstName: first,
              lastName: rest.join(' ') || first,
              email: b.payerEmail,
              phone: b.payerPhone!,
              address: b.shippingAddress,
            });
          }
          if (!loadCheckout(db, m.row.id).customer)
            throw unprocessable(
              'customer_required',
              'Please send the shipping address.',
              '/shippingAddress',
            );
          const chosen = loadCheckout(db, m.row.id).deliveryOption;
          if (b.deliveryOption || !chosen) setDelivery(m.row.id, b.deliveryOption ?? 'standard');
          if (p.state === 'requires_action') {
            settleApproval(ctx, p.id, true, {
              name: b.payerName,
              email: b.payerEmail,
              walletType: b.walletType,
            });
          }
        });
      }
      return submitCheckout(ctx, {
        checkoutId: m.row.id,
        storeSlug: b.storeSlug,
        paymentId: p.id,
        paymentToken: p.token,
        platform: 'stripe',
      });
    },
  );
}
