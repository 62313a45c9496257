import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The header a proxy may hand us its request id in, and the one we answer it in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id we may repeat in logs and headers as it came: short, and nothing to inject or leak. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * fastify `genReqId`: the incoming `x-request-id` when it is a safe token (a load balancer's id
 * then follows the request into our logs), else a fresh UUID. Anything else a client sends there
 * (long, with spaces or quotes, an email) is dropped, never logged.
 */
export function requestIdFor(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Probes answer every few seconds: logged at debug, so an info log is not drowned in them. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** A store slug as the schemas accept it (lib/schemas.ts `slug`); anything else is not logged. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
const MAX_PATH = 512;

function slugIn(source: unknown, keys: readonly string[]): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  for (const key of keys) {
    const v = (source as Record<string, unknown>)[key];
    if (typeof v === 'string' && SLUG.test(v)) return v;
  }
  return undefined;
}

/** What the line says about one answered request. */
export interface RequestLine {
  method: string;
  /** Route template (`/v1/newsletter/:storeSlug`); null for the not-found handler (store pages). */
  route: string | null;
  /** Path without its query string: query values may be emails, codes or tokens. */
  path: string;
  /** Names of the query parameters, never their values. */
  query?: string[];
  status: number;
  ms: number;
  /** The store the request is about, from a route parameter, the query or the body's slug. */
  store?: string;
  /** Client address: the socket's, or X-Forwarded-For's when TRUST_PROXY believes the proxy. */
  ip: string;
  protocol: string;
}

export function requestLine(req: FastifyRequest, reply: FastifyReply): RequestLine {
  const q = req.url.indexOf('?');
  const fullPath = q === -1 ? req.url : req.url.slice(0, q);
  const search = q === -1 ? '' : req.url.slice(q + 1);
  // A bot's 10 KB URL is not worth 10 KB a line.
  const path = fullPath.length > MAX_PATH ? `${fullPath.slice(0, MAX_PATH)}…` : fullPath;
  const query = search
    ? [...new Set([...new URLSearchParams(search).keys()].map((k) => k.slice(0, 40)))].slice(0, 20)
    : [];
  // Only the slug is read of a body (checkout calls name their store there); nothing else of it.
  // A route parameter `:slug` names a listing, not a store: only `:storeSlug` counts there.
  const store =
    slugIn(req.params, ['storeSlug']) ??
    slugIn(req.query, ['storeSlug', 'store_slug', 'slug', 'siteKey']) ??
    slugIn(req.body, ['storeSlug']);
  return {
    method: req.method,
    route: req.routeOptions.url ?? null,
    path,
    ...(query.length ? { query } : {}),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    ...(store ? { store } : {}),
    ip: req.ip,
    protocol: req.protocol,
  };
}

/**
 * Probes are debug whatever they answer (a failing /readyz is the orchestrator's signal, and it
 * asks every few seconds); other server faults are errors; every other answer (4xx too) is info.
 */
export function levelOf(line: RequestLine): 'error' | 'debug' | 'info' {
  if (PROBE_PATHS.has(line.path)) return 'debug';
  return line.status >= 500 ? 'error' : 'info';
}
