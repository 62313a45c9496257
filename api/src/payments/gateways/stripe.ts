import Stripe from 'stripe';
import { CARD_MESSAGES } from '../cards';
import {
  ProviderUnavailable,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentGateway,
  type StoredPayment,
} from './types';

export interface StripeGatewayConfig {
  secretKey: string;
  /** Another API origin (a proxy, or the local stand-in the tests run); default api.stripe.com. */
  apiBase?: string | null;
  timeoutMs?: number;
}

type CardMessageCode = keyof typeof CARD_MESSAGES;
const isCardMessageCode = (c: string | null | undefined): c is CardMessageCode =>
  !!c && Object.prototype.hasOwnProperty.call(CARD_MESSAGES, c);

/**
 * Stripe's decline (`decline_code`, e.g. insufficient_funds) or error code (e.g. expired_card)
 * → the SPEC's card message; anything unknown reads as a generic decline.
 */
function stripeDecline(
  code: string | null | undefined,
  declineCode: string | null | undefined,
): { errorCode: string; errorMessage: string } {
  const wanted = declineCode === 'generic_decline' ? 'card_declined' : declineCode;
  if (isCardMessageCode(wanted)) return { errorCode: wanted, errorMessage: CARD_MESSAGES[wanted] };
  const normalised = code === 'incorrect_number' ? 'invalid_number' : code;
  if (isCardMessageCode(normalised))
    return { errorCode: normalised, errorMessage: CARD_MESSAGES[normalised] };
  return { errorCode: code ?? 'card_declined', errorMessage: CARD_MESSAGES.card_declined };
}

function fromIntent(pi: Stripe.PaymentIntent): ChargeOutcome {
  const base = { providerRef: pi.id, redirectUrl: null, errorCode: null, errorMessage: null };
  switch (pi.status) {
    case 'succeeded':
      return { ...base, state: 'succeeded' };
    case 'requires_action':
      return {
        ...base,
        state: 'requires_action',
        redirectUrl: pi.next_action?.redirect_to_url?.url ?? null,
        clientSecret: pi.client_secret ?? null,
      };
    case 'processing':
    case 'requires_capture':
    case 'requires_confirmation':
      return { ...base, state: 'processing' };
    default: {
      // requires_payment_method after a failed attempt, or canceled.
      const e = pi.last_payment_error;
      return { ...base, state: 'failed', ...stripeDecline(e?.code, e?.decline_code) };
    }
  }
}

function clientOptions(cfg: StripeGatewayConfig): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: cfg.timeoutMs ?? 20_000,
    telemetry: false,
  };
  if (cfg.apiBase) {
    const u = new URL(cfg.apiBase);
    const protocol = u.protocol === 'http:' ? 'http' : 'https';
    options.host = u.hostname;
    options.port = u.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  return options;
}

/** The PaymentIntent for a charge: a card or wallet by its payment method, else Afterpay. */
function intentParams(req: ChargeRequest): Stripe.PaymentIntentCreateParams {
  const params: Stripe.PaymentIntentCreateParams = {
    amount: req.amountCents,
    currency: req.currency.toLowerCase(),
    confirm: true,
    return_url: req.returnUrl,
    description: `${req.storeName} order`,
    metadata: { checkoutId: req.checkoutId, paymentId: req.paymentId },
  };
  if (req.payer.email) params.receipt_email = req.payer.email;
  if (req.shipping) {
    const s = req.shipping;
    params.shipping = {
      name: s.name,
      address: {
        line1: s.line1,
        line2: s.line2 ?? undefined,
        city: s.city,
        state: s.state,
        postal_code: s.postalCode,
        country: s.country,
      },
    };
  }
  if (req.paymentMethodId) {
    // Google Pay and Apple Pay reach Stripe as card payment methods.
    params.payment_method = req.paymentMethodId;
    params.allowed_payment_method_types = ['card'];
  } else {
    params.allowed_payment_method_types = ['afterpay_clearpay'];
    params.payment_method_data = {
      type: 'afterpay_clearpay',
      billing_details: {
        name: req.payer.name ?? undefined,
        email: req.payer.email ?? undefined,
      },
    };
  }
  return params;
}

/** Card (and wallet cards) with a `pm_…` from Stripe.js, or Afterpay by redirect. */
export function stripeGateway(cfg: StripeGatewayConfig): PaymentGateway {
  const stripe = new Stripe(cfg.secretKey, clientOptions(cfg));

  const unavailable = (e: unknown) =>
    new ProviderUnavailable('stripe', e instanceof Error ? e.message : String(e));

  return {
    name: 'stripe',
    platform: 'stripe',

    async charge(req: ChargeRequest): Promise<ChargeOutcome> {
      const params = intentParams(req);
      try {
        const pi = await stripe.paymentIntents.create(params, {
          idempotencyKey: `${req.paymentId}-${req.attempt}`,
        });
        return fromIntent(pi);
      } catch (e) {
        if (e instanceof Stripe.errors.StripeCardError) {
          return {
            state: 'failed',
            providerRef: e.payment_intent?.id ?? null,
            redirectUrl: null,
            ...stripeDecline(e.code, e.decline_code),
          };
        }
        if (e instanceof Stripe.errors.StripeInvalidRequestError && e.param === 'payment_method') {
          // A payment method id Stripe does not know: the shopper's card entry, not our outage.
          return {
            state: 'failed',
            providerRef: null,
            redirectUrl: null,
            errorCode: e.code ?? 'invalid_payment_method',
            errorMessage: CARD_MESSAGES.card_declined,
          };
        }
        throw unavailable(e);
      }
    },

    async refresh(p: StoredPayment): Promise<ChargeOutcome> {
      if (!p.provider_ref) throw new ProviderUnavailable('stripe', 'Payment has no PaymentIntent.');
      try {
        return fromIntent(await stripe.paymentIntents.retrieve(p.provider_ref));
      } catch (e) {
        throw unavailable(e);
      }
    },

    async refund(p: StoredPayment): Promise<void> {
      if (!p.provider_ref) return;
      try {
        await stripe.refunds.create(
          { payment_intent: p.provider_ref },
          { idempotencyKey: `refund-${p.id}` },
        );
      } catch (e) {
        if (
          e instanceof Stripe.errors.StripeInvalidRequestError &&
          e.code === 'charge_already_refunded'
        )
          return;
        throw unavailable(e);
      }
    },
  };
}
