import http from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { ApiErrorBody, ApiErrorItem } from '../src/types';
import { STRICT_HEADERS } from './strictHeaders';

/** An error the client caused (or a payment decline): answered as `{ errors: [...] }`. */
export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly items: ApiErrorItem[],
    /** Sent as Retry-After (429: when the client may ask again). */
    readonly retryAfterSeconds?: number,
  ) {
    super(items.map((i) => i.detail).join('; '));
    this.name = 'ApiHttpError';
  }
}

export function apiError(
  status: number,
  code: string,
  detail: string,
  source?: ApiErrorItem['source'],
  title?: string,
): ApiHttpError {
  const item: ApiErrorItem = { status, code, detail };
  if (title) item.title = title;
  if (source) item.source = source;
  return new ApiHttpError(status, [item]);
}

/**
 * The house 429: `what` names what there were too many of; the body's meta and Retry-After both
 * say when to come back (at least a second).
 */
export function tooMany(code: string, what: string, retryAfterSeconds: number): ApiHttpError {
  const wait = Math.max(1, retryAfterSeconds);
  return new ApiHttpError(
    429,
    [
      {
        status: 429,
        code,
        title: 'Too Many Requests',
        detail: `Too many ${what}. Try again in ${wait} seconds.`,
        meta: { retryAfterSeconds: wait },
      },
    ],
    wait,
  );
}

export const notFound = (code: string, detail: string, parameter?: string) =>
  apiError(404, code, detail, parameter ? { parameter } : undefined, 'Not Found');

export const unprocessable = (code: string, detail: string, pointer?: string) =>
  apiError(422, code, detail, pointer ? { pointer } : undefined, 'Unprocessable Entity');

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function validationItems(err: FastifyError, status: number): ApiErrorItem[] {
  const ctx = (err as FastifyError & { validationContext?: string }).validationContext ?? 'body';
  const issues = (err.validation ?? []) as AjvIssue[];
  return (issues.length ? issues : [{ message: err.message }]).map((v) => {
    let at = v.instancePath ?? '';
    const missing = v.params?.missingProperty ?? v.params?.additionalProperty;
    if (typeof missing === 'string') at = `${at}/${missing}`;
    const where = at.replace(/^\//, '') || ctx;
    const detail = `${where} ${v.message ?? 'is invalid'}`;
    const item: ApiErrorItem = { status, code: 'invalid', title: 'Invalid request', detail };
    if (ctx === 'body') item.source = { pointer: at || '/' };
    else item.source = { parameter: at.replace(/^\//, '').split('/')[0] || ctx };
    return item;
  });
}

const FASTIFY_CODES: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    detail: 'Request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: 'Unsupported content type.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    detail: 'Request body is empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    detail: 'Request body is not valid JSON.',
  },
};

/** An error's answer: its status and `errors` body. */
export interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
}

/**
 * A server's own kinds of failure that are not the request's fault (the API's database not
 * answering): their answer, or null for any other error.
 */
export type ErrorClassifier = (error: unknown) => ErrorResponse | null;

/**
 * Maps any thrown error to a status and an errors body. Client mistakes never become 500; what
 * `classify` recognises gets its answer (else a 500).
 */
export function toErrorResponse(error: unknown, classify?: ErrorClassifier): ErrorResponse {
  if (error instanceof ApiHttpError) return { status: error.status, body: { errors: error.items } };
  // Anything can be thrown: null and undefined too.
  const err = error as FastifyError | null | undefined;
  if (err && err.validation) {
    const status =
      (err as FastifyError & { validationContext?: string }).validationContext === 'body'
        ? 422
        : 400;
    return { status, body: { errors: validationItems(err, status) } };
  }
  const known = err?.code ? FASTIFY_CODES[err.code] : undefined;
  if (known) {
    return {
      status: known.status,
      body: { errors: [{ status: known.status, code: known.code, detail: known.detail }] },
    };
  }
  if (err instanceof SyntaxError || (err?.statusCode === 400 && /JSON/i.test(err.message))) {
    return {
      status: 400,
      body: {
        errors: [
          { status: 400, code: 'malformed_json', detail: 'Request body is not valid JSON.' },
        ],
      },
    };
  }
  const sc = err?.statusCode;
  if (err && typeof sc === 'number' && sc >= 400 && sc < 500) {
    return {
      status: sc,
      body: { errors: [{ status: sc, code: 'bad_request', detail: err.message }] },
    };
  }
  const classified = classify?.(error);
  if (classified) return classified;
  return {
    status: 500,
    body: {
      errors: [{ status: 500, code: 'internal', detail: 'Something went wrong on our side.' }],
    },
  };
}

/**
 * Logs a server fault and sets the status and headers every error answer carries (API JSON or a
 * page); returns the errors body for the caller to send in its own form.
 */
export function prepareErrorReply(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  classify?: ErrorClassifier,
): ApiErrorBody {
  const { status, body } = toErrorResponse(error, classify);
  // The err serializer (ops/logRedaction.ts) keeps the kind, code and a scrubbed stack only.
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  // Nothing was wrong with the request: a client (or load balancer) may send it again shortly.
  if (status === 503) void reply.header('retry-after', '1');
  if (error instanceof ApiHttpError && error.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(error.retryAfterSeconds));
  void reply.code(status).header('cache-control', 'no-store');
  // A server fault's id is what the shopper can quote to support: the one on its log lines.
  return status >= 500 ? withRequestId(body, request.id) : body;
}

/** A 5xx body whose items carry `meta.requestId` (the x-request-id header's value too). */
function withRequestId(body: ApiErrorBody, requestId: string): ApiErrorBody {
  return {
    errors: body.errors.map((item) => {
      const meta: NonNullable<ApiErrorItem['meta']> & { requestId: string } = {
        ...item.meta,
        requestId,
      };
      return { ...item, meta };
    }),
  };
}

export function installErrorHandling(app: FastifyInstance, classify?: ErrorClassifier): void {
  app.setErrorHandler((error, request, reply) => {
    void reply.send(prepareErrorReply(request, reply, error, classify));
  });
}

export function sendNotFoundRoute(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({
    errors: [
      {
        status: 404,
        code: 'route_not_found',
        title: 'Not Found',
        detail: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      },
    ],
  } satisfies ApiErrorBody);
}

/** Status, code and detail for an error Node's HTTP parser raised before fastify saw a request. */
export function clientErrorItem(code: string | undefined): ApiErrorItem & { status: number } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      code: 'headers_too_large',
      title: http.STATUS_CODES[431],
      detail: 'Request headers are larger than the 16 KB the server accepts.',
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      code: 'request_timeout',
      title: http.STATUS_CODES[408],
      detail: 'The request took too long to arrive.',
    };
  return {
    status: 400,
    code: 'bad_request',
    title: http.STATUS_CODES[400],
    detail: 'The request could not be parsed as HTTP.',
  };
}

/**
 * fastify `clientErrorHandler`: errors Node raises on the raw socket (oversized headers, request
 * timeout, unparsable HTTP) never reach the error handler, so without this they get fastify's own
 * body with no `errors` array. Written by hand because there is no request or reply object yet.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  // A reset or already-closed connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.trace({ err }, 'client error');
  // Node's own rule: a response already under way on this keep-alive socket must not get a second
  // status line spliced into it. `_httpMessage` is Node's (untyped) in-flight response.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy(err);
    return;
  }
  const item = clientErrorItem(err.code);
  const body = JSON.stringify({ errors: [item] } satisfies ApiErrorBody);
  const head = [
    `HTTP/1.1 ${item.status} ${http.STATUS_CODES[item.status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    ...Object.entries(STRICT_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ].join('\r\n');
  // end() flushes the answer before closing; destroy() right after write() could drop it while the
  // client is still sending the rest of its oversized headers.
  socket.end(`${head}\r\n\r\n${body}`, () => socket.destroy());
}
