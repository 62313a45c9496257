import type { FastifyReply, FastifyRequest } from 'fastify';
import { attributionCookies } from '@store/shared/src/cookies/attributionRules';
import { storeCookieOptions } from './cartCookie';

/**
 * The query of the page a form was posted from, read from its `Referer` (the store sends
 * `strict-origin-when-cross-origin`, so a same-origin post carries the whole address); '' when
 * there is none or it names another host.
 */
export function postedFromSearch(req: FastifyRequest): string {
  const referer = req.headers.referer;
  if (typeof referer !== 'string' || referer.length > 2048) return '';
  try {
    const page = new URL(referer);
    return page.host === req.host ? page.search : '';
  } catch {
    return '';
  }
}

/**
 * What the shell remembers on landing (shared's `attributionCookies`: an affiliate's `aid`, a
 * TikTok visit), remembered from the page a form was posted from. A shopper who follows an
 * affiliate's link to a listing and adds before its scripts run (or without them) keeps the
 * affiliate for their checkout, as one whose page was live does.
 */
export function rememberLandingAttribution(
  reply: FastifyReply,
  req: FastifyRequest,
  now = Date.now(),
): void {
  for (const { name, value, days } of attributionCookies(postedFromSearch(req)))
    void reply.setCookie(name, value, storeCookieOptions(req, days, now));
}
