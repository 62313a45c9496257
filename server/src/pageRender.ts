import type { FastifyRequest } from 'fastify';
import { ACTION_ID_PARAM } from '@store/shared/src/early/analyticsIds';
import { ageVerifiedCookieName, isAgeVerifiedValue } from '@store/shared/src/cookies';
import type { RemoteName } from '@store/shared/src/routes';
import { rawCartCookie } from './actions/cartCookie';
import type { HostOptions } from './hostOptions';
import { pageUrl } from './pageMarkup';
import type { RuntimeConfig } from './runtimeConfig';
import { checkoutFingerprint } from './render/checkoutFingerprint';
import type { PageFacts, RenderOutcome, ServerRenderer } from './render/serverRender';

// The page's server-render step as the page writer asks for it (pageWriter.ts), and what it reads
// of the shopper's request for it: their saved Preferences, their cart, their age gate.

/** The page's server render: the cart from its cookie, a checkout kept on its fingerprint. */
export async function renderPage(
  opts: HostOptions,
  serverRender: ServerRenderer,
  page: {
    req: FastifyRequest;
    boot: Record<string, unknown>;
    owner: RemoteName;
    pathname: string;
    version: string;
  },
): Promise<RenderOutcome> {
  const { req, boot, owner } = page;
  const slug = (boot.config as RuntimeConfig).storeSlug;
  const madeFrom =
    owner === 'mf-checkout'
      ? await checkoutFingerprint(opts.commerce.reads, page.pathname, slug)
      : null;
  return serverRender.render({
    req,
    url: pageUrl(req.url),
    boot: boot as PageFacts['boot'],
    preference: preferenceCookie(req, slug),
    cart: owner === 'mf-cart' ? rawCartCookie(req, slug) : null,
    // A page carrying a form action's one-time id is one shopper's, once: never kept.
    keep: (owner !== 'mf-checkout' || madeFrom !== null) && !oneTimeAction(req.url),
    ...(madeFrom ? { madeFrom } : {}),
    ageVerified: ageVerifiedOf(req, boot),
    catalogVersion: page.version,
  });
}

/** Whether the address carries a form action's one-time id (shared's ACTION_ID_PARAM). */
const oneTimeAction = (url: string): boolean =>
  new URL(url, 'http://page.invalid').searchParams.has(ACTION_ID_PARAM);

/** The saved Preferences cookie of the store (raw; the shell reads it as the browser would). */
function preferenceCookie(req: FastifyRequest, storeSlug: string): string | null {
  const v = req.cookies[`localization_${storeSlug}`];
  return typeof v === 'string' && v.length <= 1024 ? v : null;
}

/** The theme turns the age gate on: the page shows it unless the shopper's cookie says verified. */
function asksAgeGate(theme: unknown): boolean {
  const flags = (theme as { flags?: { ageVerification?: unknown } } | null)?.flags;
  return flags?.ageVerification === true;
}

/** Whether the shopper's cookie says verified, for a store whose theme asks (else null). */
export function ageVerifiedOf(req: FastifyRequest, boot: Record<string, unknown>): boolean | null {
  if (!asksAgeGate(boot.theme)) return null;
  const slug = (boot.config as RuntimeConfig).storeSlug;
  return isAgeVerifiedValue(req.cookies[ageVerifiedCookieName(slug)]);
}

/** How the body was made, for the browser's DevTools and the bench: `ssr;desc=…;dur=…`. */
export function serverTiming(o: RenderOutcome): string {
  const desc = o.rendered ? o.source : `fallback-${o.reason}`;
  return `ssr;desc="${desc}";dur=${o.ms}`;
}
