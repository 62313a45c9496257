import { types } from 'node:util';
/**
 * What the logs must never hold: shoppers' emails, phone numbers and addresses, payment tokens,
 * access codes and preview tokens (issue 30). Three layers, because no single one sees everything:
 * - pino `redact` censors known keys (secret headers, personal fields, bodies) wherever a log call
 *   passes them in an object;
 * - the `req` and `err` serializers keep only what is safe of a request (no query values, no
 *   headers) and of an error (its message and stack scrubbed of values, no free-form fields);
 * - `scrubLine` takes any email out of the finished JSON line, whatever wrote it.
 */

/** Request headers that carry secrets or a store's access: never written to a log. */
const SECRET_HEADERS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-access-code',
  'x-preview-token',
  'x-api-key',
] as const;

/** Keys of personal data and secrets in request bodies, queries, rows and provider answers. */
const PERSONAL_KEYS = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'name',
  'address',
  'address1',
  'address2',
  'customer',
  'billingDetails',
  'shippingAddress',
  'accessCode',
  'access_code',
  'previewToken',
  'paymentToken',
  'paymentMethodId',
  'token',
  'cartToken',
  'userToken',
  'number',
  'cvc',
  'password',
] as const;

/** pino `redact` paths: the keys above at the top of a log object and one level down. */
export const REDACT_PATHS: string[] = [
  // Bodies are never logged, whoever passes one.
  'body',
  '*.body',
  ...SECRET_HEADERS.flatMap((h) => [`headers["${h}"]`, `*.headers["${h}"]`]),
  ...PERSONAL_KEYS.flatMap((k) => [k, `*.${k}`]),
];

/**
 * Free text (a log message, an error's message or stack) with what could be a shopper's value
 * replaced: query strings, emails, anything quoted, phone- or card-like digit runs and long tokens.
 * Errors raised by drivers and parsers quote the value they choked on (`Unexpected token … in
 * JSON`, pg's `Key (email)=(…)`); the stack frames, codes and identifiers an operator needs stay.
 */
export function scrubText(text: string): string {
  return scrubPersonal(
    text
      // URLs: the query string may hold an email, an access code or a checkout-link token.
      .replace(/\?[^\s"'`)]+/g, '?[query]')
      .replace(/"[^"\n]*"|'[^'\n]*'|`[^`\n]*`/g, '"[redacted]"')
      // PostgreSQL's `Key (email)=(value) already exists`.
      .replace(/=\([^()\n]*\)/g, '=([redacted])'),
  );
}

/** Mailboxes, phone and card numbers, and tokens, wherever they stand in a text. */
export function scrubPersonal(text: string): string {
  return (
    text
      .replace(EMAIL, '[email]')
      // Preview tokens, payment tokens, checkout ids, session values: long base64url runs
      // (before numbers, so an id is one token, not a token with numbers cut out of it).
      .replace(/[A-Za-z0-9_-]{32,}/g, '[token]')
      // Phone and card numbers: 7+ digits with spaces, dashes or brackets (dots are IPs: kept).
      .replace(/\+?\d[\d ()-]{5,}\d/g, '[number]')
  );
}

/**
 * A mailbox, plain or URL-encoded (a path segment), kept inside one JSON string: no quotes,
 * backslashes, slashes (`node_modules/@scope` stays) or spaces on either side of the @.
 */
const EMAIL = /[^\s@"'\\/<>()[\]{},;:]+(?:@|%40)[^\s@"'\\/<>()[\]{},;:]+\.[A-Za-z]{2,}/g;

/** The last word on every JSON log line (pino `hooks.streamWrite`): no email survives. */
export function scrubLine(line: string): string {
  return line.includes('@') || line.includes('%40') ? line.replace(EMAIL, '[email]') : line;
}

/** An error as it may be logged: kind, code and scrubbed text; none of its other fields. */
export interface SafeError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  /** Database errors: which table, column or constraint (identifiers, never values). */
  table?: string;
  column?: string;
  constraint?: string;
  cause?: SafeError;
  [key: string]: unknown;
}

const stringField = (e: object, key: string): string | undefined => {
  const v = (e as Record<string, unknown>)[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, 120) : undefined;
};

/**
 * pino's own `err` serializer copies every enumerable field of an error (a pg error's `detail`
 * holds the row's values, an HTTP client error its request body): this one keeps a fixed few.
 */
export function serializeError(err: unknown, depth = 0): SafeError {
  // By shape, not `instanceof Error`: an error made in another realm (better-sqlite3's SqliteError
  // keeps the prototype of the first realm that loaded the addon) is no instance here, and its
  // stack is what the operator needs most.
  if (!isErrorLike(err)) return { type: typeof err, message: '', stack: '' };
  const safe: SafeError = {
    type: err.constructor?.name || err.name || 'Error',
    message: scrubText(err.message),
    stack: scrubText(err.stack ?? ''),
  };
  for (const key of ['code', 'table', 'column', 'constraint'] as const) {
    const v = stringField(err, key);
    if (v !== undefined) safe[key] = v;
  }
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') safe.statusCode = status;
  if (err.cause !== undefined && depth < 3) safe.cause = serializeError(err.cause, depth + 1);
  return safe;
}

/** A request passed to a log call (`{ req }`): method and path, never its query or headers. */
export function serializeRequest(req: { method?: string; url?: string }): {
  method?: string;
  url?: string;
} {
  return { method: req.method, url: req.url?.split('?')[0] };
}

/**
 * An error found by its shape (isErrorLike): any object with a string message and stack passes,
 * and one made with `Object.create(null)` has no `constructor`.
 */
type ErrorLike = Error & { constructor?: { name: string } };

function isErrorLike(err: unknown): err is ErrorLike {
  if (err instanceof Error || types.isNativeError(err)) return true;
  const e = err as { message?: unknown; stack?: unknown } | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.message === 'string' &&
    typeof e.stack === 'string'
  );
}
