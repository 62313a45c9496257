import net from 'node:net';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  REDACT_PATHS,
  scrubLine,
  scrubText,
  serializeError,
  serializeRequest,
} from './logRedaction';
import { levelOf, REQUEST_ID_HEADER, requestIdFor, requestLine } from './logRequestLine';

/** Where request logs go and how much; tests pass a stream to read them. */
export interface LogOptions {
  /** LOG_LEVEL (default info); 'silent' turns logging off. */
  level?: string;
  /** Tests: the JSON lines go here instead of stdout. */
  stream?: NodeJS.WritableStream;
}

/** TRUST_PROXY: whom to believe about the client's address and scheme (X-Forwarded-For/-Proto). */
export type TrustProxy = NonNullable<FastifyServerOptions['trustProxy']>;

type LoggerConfig = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * pino's options: JSON lines with the request id under `requestId`, the redaction of
 * ops/logRedaction.ts, and every message scrubbed (fastify's own warnings quote the URL).
 */
function loggerConfig(opts: LogOptions): LoggerConfig {
  return {
    level: opts.level || 'info',
    ...(opts.stream ? { stream: opts.stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    hooks: {
      logMethod(args, method) {
        // An Error logged bare (`log.error(err)`) would have its raw message as the line's msg.
        const [first, ...rest] = args as unknown[];
        const head = first instanceof Error ? { err: first } : first;
        const scrubbed = rest.map((a) => (typeof a === 'string' ? scrubText(a) : a));
        if (first instanceof Error && scrubbed.length === 0)
          scrubbed.push(scrubText(first.message));
        const out = typeof head === 'string' ? [scrubText(head), ...scrubbed] : [head, ...scrubbed];
        method.apply(this, out as Parameters<typeof method>);
      },
      streamWrite: scrubLine,
    },
  };
}

/** Fastify's logger, request id and proxy options for the store's server. */
export function serverOptions(opts: {
  logger?: boolean | LogOptions;
  trustProxy?: TrustProxy;
}): Pick<
  FastifyServerOptions,
  'logger' | 'trustProxy' | 'genReqId' | 'requestIdHeader' | 'logController'
> {
  const log = opts.logger === true ? {} : opts.logger || null;
  return {
    logger: log ? loggerConfig(log) : false,
    // genReqId decides about the incoming header itself (requestIdFor), so fastify does not.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // fastify's two lines a request (incoming, completed) give way to one of ours (onResponse).
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
  };
}

/** One JSON line per request with its id; the id echoed in a header on every answer. */
export function installRequestLog(app: FastifyInstance): void {
  // onRequest runs for 404s and before any error, and fastify keeps reply headers across the
  // error handler: every answer that has a request carries the id.
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const line = requestLine(req, reply);
    req.log[levelOf(line)](line, 'request');
    done();
  });
}

/** Names proxy-addr knows for address ranges (loopback, link-local, private). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...more] = entry.split('/');
  if (more.length || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  // A prefix length, or (IPv4) a netmask written as an address.
  return (/^\d{1,3}$/.test(bits) && Number(bits) <= max) || net.isIPv4(bits);
}

/**
 * TRUST_PROXY: unset, empty or `false` believes nobody (the socket's address and scheme);
 * `true` believes every hop (only when nothing but the proxy can reach this server); a number
 * believes that many hops in front of us; otherwise a comma list of proxy addresses, CIDR ranges
 * or `loopback`/`linklocal`/`uniquelocal`. A value that is none of these stops the start-up.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const v = value?.trim() ?? '';
  if (v === '' || /^(false|no|off)$/i.test(v)) return undefined;
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops === 0) return undefined;
    // fastify ignores a bare number (it cannot check the nearest peer); a hop count is what the
    // operator asked for: trust the socket's peer and the next hops-1 addresses of X-Forwarded-For.
    return (_address: string, hop: number) => hop < hops;
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY: "${bad}" is not an IP address, a CIDR range, loopback/linklocal/uniquelocal, a hop count, true or false.`,
    );
  return entries;
}
