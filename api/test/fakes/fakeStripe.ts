import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's REST API the server calls (this machine cannot reach
 * api.stripe.com). It follows Stripe's documented test payment methods (pm_card_visa,
 * pm_card_chargeDeclined…), its error shape, idempotency-key replay and form encoding, and records
 * every request so tests can check what the server sent.
 */

export const STRIPE_TEST_KEY = 'sk_test_storefront_fake';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  /** As Stripe documents it: `{intent id}_secret_{random}`, for Stripe.js on the payer's page. */
  client_secret: string;
  metadata: Record<string, string>;
  next_action: null | {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string };
  };
  last_payment_error: null | { code: string; decline_code?: string; message: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
}

const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    code: 'incorrect_cvc',
    decline_code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card.',
  },
};
const SUCCEEDS = ['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex'];
const NEEDS_3DS = 'pm_card_authenticationRequired';

export interface FakeStripe {
  base: string;
  requests: RecordedRequest[];
  intents: Map<string, Intent>;
  refunds: { id: string; payment_intent: string }[];
  /** Answer every request with a dropped connection (an outage). */
  down: boolean;
  /** The shopper finishes (or fails) the redirect step of a payment that needed it. */
  finish(intentId: string, ok: boolean): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const replays = new Map<string, { status: number; body: unknown }>();
  const state: FakeStripe = {
    base: '',
    requests: [],
    intents: new Map(),
    refunds: [],
    down: false,
    finish(id, ok) {
      const pi = state.intents.get(id);
      if (!pi) throw new Error(`no intent ${id}`);
      pi.next_action = null;
      if (ok) pi.status = 'succeeded';
      else {
        pi.status = 'requires_payment_method';
        pi.last_payment_error = DECLINES.pm_card_chargeDeclined ?? null;
      }
    },
    close: () => new Promise((r) => server.close(() => r())),
  };

  const cardError = (pi: Intent, e: (typeof DECLINES)[string]) => ({
    status: 402,
    body: { error: { type: 'card_error', ...e, payment_intent: pi } },
  });

  const createIntent = (p: Record<string, string>): { status: number; body: unknown } => {
    const piId = `pi_${crypto.randomBytes(8).toString('hex')}`;
    const pi: Intent = {
      id: piId,
      client_secret: `${piId}_secret_${crypto.randomBytes(8).toString('hex')}`,
      object: 'payment_intent',
      amount: Number(p.amount),
      currency: p.currency ?? '',
      status: 'requires_payment_method',
      metadata: {
        checkoutId: p['metadata[checkoutId]'] ?? '',
        paymentId: p['metadata[paymentId]'] ?? '',
      },
      next_action: null,
      last_payment_error: null,
    };
    const pm = p.payment_method ?? '';
    const decline = DECLINES[pm];
    const redirect = () => {
      pi.status = 'requires_action';
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${state.base}/authorize/${pi.id}`,
          return_url: p.return_url ?? '',
        },
      };
    };
    if (p['payment_method_data[type]'] === 'afterpay_clearpay') redirect();
    else if (SUCCEEDS.includes(pm)) pi.status = 'succeeded';
    else if (pm === NEEDS_3DS) redirect();
    else if (decline) {
      pi.last_payment_error = decline;
      state.intents.set(pi.id, pi);
      return cardError(pi, decline);
    } else {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_method',
            message: `No such PaymentMethod: '${pm}'`,
          },
        },
      };
    }
    state.intents.set(pi.id, pi);
    return { status: 200, body: pi };
  };

  const route = (method: string, path: string, p: Record<string, string>) => {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(p);
    const get = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && get) {
      const pi = state.intents.get(get[1]!);
      return pi
        ? { status: 200, body: pi }
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
          };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = state.intents.get(p.payment_intent ?? '');
      if (!pi || pi.status !== 'succeeded') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable' } },
        };
      }
      if (state.refunds.some((r) => r.payment_intent === pi.id)) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } },
        };
      }
      const refund = { id: `re_${crypto.randomBytes(8).toString('hex')}`, payment_intent: pi.id };
      state.refunds.push(refund);
      return {
        status: 200,
        body: { ...refund, object: 'refund', status: 'succeeded', amount: pi.amount },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'Unknown path' } },
    };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (state.down) {
        req.socket.destroy();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries(
        new URLSearchParams(req.method === 'GET' ? url.search : raw),
      );
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      state.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        params,
        idempotencyKey: key,
      });
      let out: { status: number; body: unknown };
      if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
        out = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
        };
      } else if (key && req.method === 'POST' && replays.has(key)) {
        out = replays.get(key)!;
      } else {
        out = route(req.method ?? '', url.pathname, params);
        if (key && req.method === 'POST') replays.set(key, out);
      }
      res.writeHead(out.status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
