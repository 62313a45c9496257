import type { FastifyRequest } from 'fastify';
import { fromThisMachine } from '@store/shared/node/rateLimits';
import type { CallContext } from './client';

/**
 * The shopper's headers a call made for them carries: their cookies (an access code's session;
 * the API never sees any other cookie of theirs as meaningful), their language, a preview token,
 * and where they are (X-Forwarded-For/-Host/-Proto, so the API limits and answers them as
 * themselves and knows the store's own origin). `extra` names more of the request's headers to
 * pass on as they are (the proxy passes the browser's Origin and Sec-Fetch-Site, which the
 * API's cross-site check reads; a form action passes none, as a server-to-server call).
 *
 * A request this machine made itself (a render worker reading through the proxy) is passed on
 * as the server's own: no forwarded address, so it is never counted as a shopper.
 */
export function shopperContext(
  req: FastifyRequest,
  store: string | null,
  extra: readonly string[] = [],
): CallContext {
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'accept-language', 'x-preview-token', 'x-access-code', ...extra]) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  if (!fromThisMachine(req)) {
    // The client as this server's TRUST_PROXY reads it: the API trusts this server (one hop).
    headers['x-forwarded-for'] = req.ip;
    headers['x-forwarded-host'] = req.host;
    headers['x-forwarded-proto'] = req.protocol;
  }
  return { store, headers };
}
