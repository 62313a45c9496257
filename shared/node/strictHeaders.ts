/**
 * The Content-Security-Policy of an answer that loads nothing (JSON, an error, the API's two plain
 * pages, which run no script): nothing may be fetched, framed or based elsewhere; a form may post
 * only here.
 */
export const STRICT_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * For the few error responses written outside the hooks (a URL fastify cannot decode, HTTP the
 * parser rejects): an error body loads nothing, so the strict set fits whatever the config.
 */
export const STRICT_HEADERS = {
  'content-security-policy': Object.entries(STRICT_DIRECTIVES)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;
