import { APPROVAL_MESSAGES } from '../approvals';
import {
  ProviderUnavailable,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentGateway,
  type StoredPayment,
} from './types';

export interface PayPalGatewayConfig {
  clientId: string;
  clientSecret: string;
  /** REST origin: https://api-m.paypal.com (live), https://api-m.sandbox.paypal.com, or a stand-in. */
  apiBase: string;
  timeoutMs?: number;
}

interface PayPalLink {
  href: string;
  rel: string;
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: { payments?: { captures?: { id: string; status: string }[] } }[];
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

const declined = (providerRef: string | null): ChargeOutcome => ({
  state: 'failed',
  providerRef,
  redirectUrl: null,
  errorCode: 'paypal_declined',
  errorMessage: APPROVAL_MESSAGES.paypal,
});

function fromOrder(order: PayPalOrder): ChargeOutcome {
  const base = { providerRef: order.id, redirectUrl: null, errorCode: null, errorMessage: null };
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  switch (order.status) {
    case 'COMPLETED':
      if (capture && capture.status !== 'COMPLETED' && capture.status !== 'PENDING')
        return declined(order.id);
      return { ...base, state: 'succeeded', captureRef: capture?.id ?? null };
    case 'PAYER_ACTION_REQUIRED':
    case 'CREATED': {
      const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      return { ...base, state: 'requires_action', redirectUrl: link?.href ?? null };
    }
    case 'APPROVED':
    case 'SAVED':
      return { ...base, state: 'processing' };
    default:
      return declined(order.id);
  }
}

/**
 * PayPal's REST API: every call with its OAuth token (fetched once, renewed a minute early); no
 * answer, an unreadable one, 5xx, 401, 403 or 429 is a ProviderUnavailable.
 */
function payPalClient(cfg: PayPalGatewayConfig) {
  const base = cfg.apiBase.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<{ status: number; json: T }> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (path === '/v1/oauth2/token') {
      headers.authorization = `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`;
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      headers.authorization = `Bearer ${await accessToken()}`;
      headers['content-type'] = 'application/json';
      headers.prefer = 'return=representation';
    }
    if (requestId) headers['paypal-request-id'] = requestId;
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers,
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 20_000),
      });
    } catch (e) {
      throw new ProviderUnavailable('paypal', e instanceof Error ? e.message : String(e));
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new ProviderUnavailable('paypal', `Unreadable PayPal answer (${res.status}).`);
    }
    if (res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429)
      throw new ProviderUnavailable('paypal', `PayPal answered ${res.status} to ${path}.`);
    return { status: res.status, json: json as T };
  };

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    // An answer without a body is parsed as null (`call`).
    const r = await call<{ access_token?: string; expires_in?: number } | null>(
      'POST',
      '/v1/oauth2/token',
      'grant_type=client_credentials',
    );
    if (r.status !== 200 || !r.json?.access_token)
      throw new ProviderUnavailable('paypal', 'PayPal refused the client credentials.');
    // Renew a minute early so a request never goes out with a token about to lapse.
    token = {
      value: r.json.access_token,
      expiresAt: Date.now() + Math.max(0, (r.json.expires_in ?? 0) - 60) * 1000,
    };
    return token.value;
  }

  return call;
}

/** The order PayPal is asked to create: one purchase unit, paid at once on PayPal's page. */
function orderBody(req: ChargeRequest) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: req.checkoutId,
        custom_id: req.paymentId,
        description: `${req.storeName} order`.slice(0, 127),
        amount: {
          currency_code: req.currency.toUpperCase(),
          value: dollars(req.amountCents),
        },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: req.storeName.slice(0, 127),
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          return_url: req.returnUrl,
          cancel_url: req.cancelUrl,
        },
      },
    },
  };
}

/** PayPal Orders v2 over REST: create with a redirect to PayPal, capture once the shopper approved. */
export function paypalGateway(cfg: PayPalGatewayConfig): PaymentGateway {
  const call = payPalClient(cfg);

  const readOrder = async (id: string): Promise<PayPalOrder> => {
    const r = await call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    if (r.status !== 200) throw new ProviderUnavailable('paypal', `Order ${id} not readable.`);
    return r.json;
  };

  return {
    name: 'paypal',
    platform: 'paypal',

    async charge(req: ChargeRequest): Promise<ChargeOutcome> {
      const r = await call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        orderBody(req),
        `${req.paymentId}-${req.attempt}`,
      );
      if (r.status === 422 || r.status === 400) return declined(null);
      if (r.status !== 200 && r.status !== 201)
        throw new ProviderUnavailable('paypal', `PayPal answered ${r.status} creating the order.`);
      return fromOrder(r.json);
    },

    async refresh(p: StoredPayment): Promise<ChargeOutcome> {
      if (!p.provider_ref) return declined(null);
      const order = await readOrder(p.provider_ref);
      if (order.status !== 'APPROVED') return fromOrder(order);
      const r = await call<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(order.id)}/capture`,
        {},
        `capture-${p.id}`,
      );
      // 422 (e.g. INSTRUMENT_DECLINED): the shopper's funding failed; they can choose again.
      if (r.status === 422) return declined(order.id);
      if (r.status !== 200 && r.status !== 201)
        throw new ProviderUnavailable('paypal', `PayPal answered ${r.status} capturing.`);
      return fromOrder(r.json);
    },

    async refund(p: StoredPayment): Promise<void> {
      if (!p.capture_ref) return;
      const r = await call<{ status?: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(p.capture_ref)}/refund`,
        {},
        `refund-${p.id}`,
      );
      if (r.status !== 200 && r.status !== 201) {
        throw new ProviderUnavailable('paypal', `PayPal answered ${r.status} refunding.`);
      }
    },
  };
}
