import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for PayPal's REST API (OAuth client credentials, Orders v2 create / read /
 * capture, capture refunds), following PayPal's documented shapes and PayPal-Request-Id replay.
 */

export const PAYPAL_CLIENT = { id: 'fake-client-id', secret: 'fake-client-secret' };

interface Order {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  captureId: string | null;
}

export interface FakePaypal {
  base: string;
  orders: Map<string, Order>;
  refunds: string[];
  tokensIssued: number;
  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string): void;
  /** The next capture fails with INSTRUMENT_DECLINED. */
  declineCapture: boolean;
  close(): Promise<void>;
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const replays = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const state: FakePaypal = {
    base: '',
    orders: new Map(),
    refunds: [],
    tokensIssued: 0,
    declineCapture: false,
    approve(id) {
      const o = state.orders.get(id);
      if (!o) throw new Error(`no order ${id}`);
      o.status = 'APPROVED';
    },
    close: () => new Promise((r) => server.close(() => r())),
  };

  const view = (o: Order) => ({
    id: o.id,
    status: o.status,
    purchase_units: [
      {
        amount: o.amount,
        custom_id: o.customId,
        payments: o.captureId
          ? { captures: [{ id: o.captureId, status: 'COMPLETED' }] }
          : undefined,
      },
    ],
    links: [
      { rel: 'self', href: `${state.base}/v2/checkout/orders/${o.id}` },
      { rel: 'payer-action', href: `${state.base}/checkoutnow?token=${o.id}` },
    ],
  });

  const route = (method: string, path: string, body: Record<string, unknown>) => {
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (body.purchase_units as Record<string, unknown>[])[0] ?? {};
      const ctx =
        (body.payment_source as Record<string, Record<string, Record<string, string>>>).paypal
          ?.experience_context ?? {};
      const o: Order = {
        id: crypto.randomBytes(8).toString('hex').toUpperCase(),
        status: 'PAYER_ACTION_REQUIRED',
        amount: unit.amount as Order['amount'],
        customId: unit.custom_id as string,
        returnUrl: ctx.return_url ?? '',
        cancelUrl: ctx.cancel_url ?? '',
        captureId: null,
      };
      state.orders.set(o.id, o);
      return { status: 200, body: view(o) };
    }
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && get) {
      const o = state.orders.get(get[1]!);
      return o
        ? { status: 200, body: view(o) }
        : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && capture) {
      const o = state.orders.get(capture[1]!);
      if (!o) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      if (o.status !== 'APPROVED' || state.declineCapture) {
        state.declineCapture = false;
        const issue = o.status !== 'APPROVED' ? 'ORDER_NOT_APPROVED' : 'INSTRUMENT_DECLINED';
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] } };
      }
      o.status = 'COMPLETED';
      o.captureId = `CAP${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
      return { status: 201, body: view(o) };
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      state.refunds.push(refund[1]!);
      return { status: 201, body: { id: `R${state.refunds.length}`, status: 'COMPLETED' } };
    }
    return { status: 404, body: { name: 'NOT_FOUND' } };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path === '/v1/oauth2/token') {
        const basic = Buffer.from(`${PAYPAL_CLIENT.id}:${PAYPAL_CLIENT.secret}`).toString('base64');
        if (
          req.headers.authorization !== `Basic ${basic}` ||
          raw !== 'grant_type=client_credentials'
        )
          return send(401, { error: 'invalid_client' });
        const token = `A21${crypto.randomBytes(8).toString('hex')}`;
        tokens.add(token);
        state.tokensIssued++;
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return send(401, { error: 'invalid_token' });
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      if (requestId && replays.has(requestId)) {
        const r = replays.get(requestId)!;
        return send(r.status, r.body);
      }
      const out = route(
        req.method ?? '',
        path,
        raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      );
      if (requestId && out.status < 300) replays.set(requestId, out);
      return send(out.status, out.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
