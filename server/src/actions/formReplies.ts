import type { FastifyReply, FastifyRequest } from 'fastify';
import escapeHtml from 'escape-html';
import { DEFAULT_REGION } from '@store/shared/src/constants';
import type { BuyerLocalization, LocalizationDetails } from '@store/shared/src/types';
import type { HostOptions } from '../hostOptions';

// What every cart form action answers with (./cartForms.ts, ./cartPageForms.ts): a redirect to
// the page the shopper was on, or a page saying why nothing was done.

/** A saved Preferences' region, when the cookie holds a readable one. */
function savedRegion(req: FastifyRequest, storeSlug: string): string | null {
  try {
    const saved: unknown = JSON.parse(req.cookies[`localization_${storeSlug}`] ?? 'null');
    const region = (saved as { region?: unknown } | null)?.region;
    if (typeof region === 'string' && region.length > 0 && region.length <= 20) return region;
  } catch {
    // An unreadable Preferences cookie is no choice: the buyer's default follows.
  }
  return null;
}

/**
 * The shopper's localization as the shell would start it: the store's lists, the API's buyer
 * localization (by their Accept-Language), and the region saved Preferences name, else the
 * buyer's. An API that cannot answer leaves the SPEC's defaults (shared's, as the shell's).
 */
export async function buyerOf(
  host: HostOptions,
  req: FastifyRequest,
  storeSlug: string,
): Promise<{ region: string; localization: BuyerLocalization; details: LocalizationDetails }> {
  const { buyer, details } = await host.commerce.reads
    .localization(storeSlug, req.headers['accept-language'])
    .catch(() => host.commerce.reads.localizationDefaults());
  return {
    region: savedRegion(req, storeSlug) ?? (buyer.buyer_region || DEFAULT_REGION),
    localization: buyer,
    details,
  };
}

/** What a form action answers as a page of its own: a title, a line, and where to go on. */
export interface FormPage {
  title: string;
  detail?: string;
  link: { href: string; text: string };
  /** Go on to `link` at once (a meta refresh). */
  goOn?: boolean;
}

/** A small page of the store server's own, never kept by any cache. */
export function formPage(reply: FastifyReply, status: number, page: FormPage): FastifyReply {
  const title = escapeHtml(page.title);
  const href = escapeHtml(page.link.href);
  const refresh = page.goOn ? `<meta http-equiv="refresh" content="0; url=${href}">` : '';
  const detail = page.detail === undefined ? '' : `<p>${escapeHtml(page.detail)}</p>`;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">${refresh}<title>${title}</title></head><body><main><h1>${title}</h1>${detail}<p><a href="${href}">${escapeHtml(page.link.text)}</a></p></main></body></html>`,
    );
}

/** A post the form could not have made: said as a page (the shopper sees it), nothing written. */
export const refuse = (reply: FastifyReply, status: number, title: string, detail: string) =>
  formPage(reply, status, { title, detail, link: { href: '/', text: 'Continue shopping' } });

/** The API could not answer (its database is down, say): an honest 503, never a guess. */
export const unavailable = (reply: FastifyReply, title: string) =>
  refuse(
    reply.header('retry-after', '5'),
    503,
    title,
    'The store could not be reached. Please try again in a moment.',
  );

/** Back to a page of this store: `location` is always a path the server built, never posted. */
export const seeOther = (reply: FastifyReply, location: string) =>
  reply.code(303).header('cache-control', 'no-store').redirect(location, 303);

/** The longest page a form may name to come back to (its path and query). */
const RETURN_MAX = 2000;

/** Any origin will do: a form's `return` must resolve against it and stay on it. */
const HERE = 'http://form.invalid';

/** C0 controls and DEL: a browser drops tabs and newlines from a URL (`/\t/x` is `//x`). */
const CONTROL = /[\u0000-\u001f\u007f]/; // eslint-disable-line no-control-regex -- the point

/**
 * The page a form posts back to, as it names it (its hidden `return`): a path of this site only.
 * It starts with one `/` (never `//`, another host), has no backslash (which browsers read as
 * `/`), no control character, at most 2,000 characters, and is still on this origin once parsed
 * (so no scheme). Anything else, or nothing, is the home page: never an open redirect. Returned as
 * the parser wrote it (path and query, encoded; a fragment is dropped).
 */
export function returnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > RETURN_MAX) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  if (CONTROL.test(raw)) return '/';
  try {
    const url = new URL(raw, HERE);
    return url.origin === HERE ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/** `path` (one `returnPath` gave) with `name=value` in its query, replacing any earlier one. */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(path, HERE);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
