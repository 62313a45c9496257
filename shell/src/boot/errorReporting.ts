import { bus, type ErrorReport } from '@store/shared';
import type { Subscription } from '@store/shared/rx';
import { sendBeacon } from './beaconTransport';

/**
 * The window event an operator wires to their error-reporting service
 * (docs/deploying-a-remote.md, *Failures are reported*).
 */
export const STORE_ERROR_EVENT = 'store:error';

/** The store server's beacon (api/src/ops/beacon.ts): same origin, so no CORS and `connect-src 'self'`. */
export const ERROR_BEACON_URL = '/api/telemetry/errors';
/** A batch goes this long after its first report: the reports of one failure travel together. */
export const BEACON_DELAY_MS = 2000;
/** The API's limits: reports per batch, characters per message, bytes per body (with margin). */
const MAX_BATCH = 10;
const MAX_MESSAGE = 300;
const MAX_BODY_BYTES = 7 * 1024;
/** Distinct reports a page sends at most: a failure in a loop must not flood the operator. */
const MAX_PER_PAGE = 30;

/** What the beacon carries of a report: no error object, no URL query, nothing the shopper typed. */
export interface BeaconReport {
  kind: ErrorReport['kind'];
  remote?: string;
  module?: string;
  message: string;
}

/**
 * A message as it may leave the page: a quoted URL loses its query string and fragment (search
 * terms, tokens, the retry counter), and the whole is capped to what the API accepts.
 */
export function beaconMessage(message: string): string {
  return message
    .replace(/\?\S*/g, '')
    .replace(/(?<=\S)#\S*/g, '')
    .slice(0, MAX_MESSAGE);
}

/** Remote and module names as the API accepts them; anything else is left out, not sent. */
const NAME = /^[A-Za-z0-9_./@-]{1,100}$/;
const named = (key: 'remote' | 'module', value: string | undefined, max: number) =>
  value !== undefined && value.length <= max && NAME.test(value) ? { [key]: value } : {};

let queue: BeaconReport[] = [];
const sent = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;

const encoder = new TextEncoder();
const utf8Bytes = (s: string) => encoder.encode(s).length;

/** Sends what is queued now, in batches the API accepts (on a timer, or as the page goes away). */
export function flushErrorReports(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  let batch: BeaconReport[] = [];
  let bytes = 0;
  for (const report of queue) {
    const size = utf8Bytes(JSON.stringify(report)) + 1;
    if (batch.length && (batch.length === MAX_BATCH || bytes + size > MAX_BODY_BYTES)) {
      sendBeacon(ERROR_BEACON_URL, JSON.stringify({ reports: batch }));
      batch = [];
      bytes = 0;
    }
    batch.push(report);
    bytes += size;
  }
  if (batch.length) sendBeacon(ERROR_BEACON_URL, JSON.stringify({ reports: batch }));
  queue = [];
}

/**
 * A report as the bus hands it over: any remote sends them, from its own deploy, and nothing
 * checks the payload on the way in, so its message may be missing or not text.
 */
export type ReceivedErrorReport = Omit<ErrorReport, 'message'> & { message?: unknown };

/** Queues a report for the beacon, once per page for the same kind, remote, module and message. */
export function queueErrorReport(report: ReceivedErrorReport): void {
  const entry: BeaconReport = {
    kind: report.kind,
    ...named('remote', report.remote, 40),
    ...named('module', report.module, 100),
    message: beaconMessage(String(report.message ?? '')),
  };
  const key = JSON.stringify([entry.kind, entry.remote, entry.module, entry.message]);
  if (sent.has(key) || sent.size >= MAX_PER_PAGE) return;
  sent.add(key);
  queue.push(entry);
  timer ??= setTimeout(flushErrorReports, BEACON_DELAY_MS);
}

/**
 * Hands every `error:reported` (from the shell, its federation plugins or any remote) to the
 * page's one error-reporting hook: a `store:error` CustomEvent on window whose `detail` is the
 * report. A listener that throws cannot break the store: dispatchEvent reports it and goes on.
 * The operator hears of it too: each report is queued for the store server's beacon, sent a
 * moment later in a batch, or at once when the page is hidden or left (the last chance to send).
 */
export function forwardErrorReports(): void {
  // One forwarder per page, however often boot runs (tests boot many times).
  if (forwarding) return;
  forwarding = bus.on('error:reported').subscribe((report: ErrorReport) => {
    console.error(`[store] ${report.kind}: ${report.message}`, report.error);
    window.dispatchEvent(new CustomEvent<ErrorReport>(STORE_ERROR_EVENT, { detail: report }));
    queueErrorReport(report);
  });
  window.addEventListener('pagehide', flushErrorReports);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushErrorReports();
  });
}

let forwarding: Subscription | null = null;
