import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { STRICT_DIRECTIVES } from '@store/shared/node/strictHeaders';
import {
  PROVIDER_PAYMENT_ORIGINS,
  remoteSourcesReader,
  storeDirectives,
  type Directives,
  type TagKinds,
} from './csp';

declare module 'fastify' {
  interface FastifyReply {
    /** The page being sent loads its store's tags: their hosts join this response's CSP. */
    allowStoreTags(tags: TagKinds): void;
  }
}

export interface SecurityHeadersOptions {
  /** REMOTES_FILE: the remotes' origins join the store's CSP, following the file as it changes. */
  remotesFile?: string;
  /** Stripe.js / PayPal SDK hosts are allowed only when the front end has these keys. */
  stripePublishableKey?: string | null;
  paypalClientId?: string | null;
  /** PUBLIC_URL: an https origin turns on HSTS and upgrade-insecure-requests. */
  publicUrl?: string | null;
  /** HSTS env: force Strict-Transport-Security on (a TLS proxy in front) or off. */
  hsts?: boolean;
}

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** The path as the router and the shell see it (escapes decoded, doubled slashes folded). */
function pathOf(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // undecodable: fastify answers 400 anyway; judge the raw text
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Pages that take payment details or show an order (and every API response) are never framed. */
const isFrameDenied = (path: string) =>
  isApiPath(path) || /^\/(?:checkout(?:-complete)?|thankyou)(?:\/|$)/.test(path);

/** Public files another origin may embed: bundles, shell assets, product mockups. */
const isEmbeddable = (path: string) => !isApiPath(path) || path.startsWith('/api/backend/media/');

/** Features the store never uses are off for it and for anything it frames. */
function permissionsPolicy(stripe: boolean, paypal: boolean): string {
  // Google Pay / Apple Pay go through the Payment Request API, in the page or a provider frame.
  const payment = [
    'self',
    ...(stripe ? PROVIDER_PAYMENT_ORIGINS.stripe : []),
    ...(paypal ? PROVIDER_PAYMENT_ORIGINS.paypal : []),
  ].map((o) => (o === 'self' ? o : `"${o}"`));
  const off = [
    'accelerometer',
    'bluetooth',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'serial',
    'usb',
  ];
  return [...off.map((f) => `${f}=()`), `payment=(${payment.join(' ')})`].join(', ');
}

/**
 * Security headers on every response of the store server: helmet's set (nosniff, referrer
 * policy, COOP, CORP, HSTS behind https…) plus a CSP and X-Frame-Options chosen per response
 * kind. The CSP is not helmet's global one because it depends on the path and on remotes.json,
 * which can change while the server runs; helmet's CSP builder still validates and writes it.
 */
export async function securityHeaders(
  app: FastifyInstance,
  opts: SecurityHeadersOptions,
): Promise<void> {
  const https = opts.hsts ?? /^https:\/\//i.test(opts.publicUrl ?? '');
  const stripe = Boolean(opts.stripePublishableKey);
  const paypal = Boolean(opts.paypalClientId);
  const remoteSources = remoteSourcesReader(opts.remotesFile);
  const permissions = permissionsPolicy(stripe, paypal);

  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false, // per response kind, below
    xFrameOptions: false, // follows frame-ancestors, below
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // PayPal and 3-D Secure may open a popup that reports back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  // One helmet CSP middleware per distinct policy; remotes.json rarely changes, so few exist.
  const policies = new LRUCache<string, Middleware>({ max: 64 });
  const cspFor = (directives: Directives): Middleware => {
    const key = JSON.stringify(directives);
    let mw = policies.get(key);
    if (!mw) {
      mw = fastifyHelmet.contentSecurityPolicy({
        useDefaults: false,
        directives,
      }) as Middleware;
      policies.set(key, mw);
    }
    return mw;
  };

  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done) => {
    applyPolicy(req.raw, reply.raw, req.url);
    done();
  });
  // Tags are per store, and which store a request is about is known once its page is written:
  // the page's answer widens the policy it was given (for that response only).
  app.decorateReply('allowStoreTags', function (this: FastifyReply, tags: TagKinds) {
    applyPolicy(this.request.raw, this.raw, this.request.url, tags);
  });

  function applyPolicy(
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    tags?: TagKinds,
  ): void {
    const path = pathOf(url);
    const deny = isFrameDenied(path);
    const directives = isApiPath(path)
      ? STRICT_DIRECTIVES
      : storeDirectives({
          remoteSources: remoteSources(),
          stripe,
          paypal,
          https,
          frameAncestors: deny ? "'none'" : "'self'",
          ...(tags ? { tags } : {}),
        });
    cspFor(directives)(req, res, (err) => {
      if (err) throw err;
    });
    res.setHeader('x-frame-options', deny ? 'DENY' : 'SAMEORIGIN');
    res.setHeader('permissions-policy', permissions);
    if (isEmbeddable(path)) res.setHeader('cross-origin-resource-policy', 'cross-origin');
  }
}
