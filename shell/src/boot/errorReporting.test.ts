import { reportError, type ErrorReport } from '@store/shared';
import {
  BEACON_DELAY_MS,
  beaconMessage,
  ERROR_BEACON_URL,
  flushErrorReports,
  forwardErrorReports,
  queueErrorReport,
  STORE_ERROR_EVENT,
  type BeaconReport,
} from './errorReporting';

// The error beacon's browser side: `store:error` reports are queued, deduplicated per page and
// sent in batches with navigator.sendBeacon (fetch with keepalive when there is none), without
// query strings. The network is mocked at its boundary: sendBeacon and fetch.

const sendBeacon = jest.fn((_url: string | URL, _data?: BodyInit | null) => true);
const fetchMock = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
  Promise.resolve(new Response()),
);

/** jsdom's Blob cannot be read back (no text()): this one keeps what it was made of. */
class ReadableBlob extends Blob {
  constructor(
    readonly parts: BlobPart[] = [],
    options?: BlobPropertyBag,
  ) {
    super(parts, options);
  }
}

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  globalThis.Blob = ReadableBlob;
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
beforeEach(() => {
  jest.useFakeTimers();
  sendBeacon.mockClear().mockReturnValue(true);
  fetchMock.mockClear();
});
afterEach(() => {
  flushErrorReports();
  jest.useRealTimers();
});

let n = 0;
/** A report no other test has sent (reports are deduplicated for the page's whole life). */
const fresh = (over: Partial<ErrorReport> = {}) => ({
  kind: 'remote-load' as const,
  remote: 'mf-support',
  module: 'mf_support/Routes',
  message: `mf_support/Routes could not be loaded: failure ${++n}`,
  ...over,
});

/** The batches sendBeacon was given, parsed from their Blobs. */
function beaconBatches(): BeaconReport[][] {
  return sendBeacon.mock.calls.map(([url, data]) => {
    expect(url).toBe(ERROR_BEACON_URL);
    expect(data).toBeInstanceOf(ReadableBlob);
    const blob = data as ReadableBlob;
    // A "simple" content type: the browser sends it without a CORS preflight.
    expect(blob.type).toBe('text/plain;charset=utf-8');
    return (JSON.parse(blob.parts.join('')) as { reports: BeaconReport[] }).reports;
  });
}

it('sends the reports of a moment in one beacon, after the delay, each failure once', () => {
  const a = fresh();
  const b = fresh({ kind: 'render', remote: 'mf-cart', module: undefined });
  queueErrorReport(a);
  queueErrorReport(b);
  queueErrorReport(a);
  jest.advanceTimersByTime(BEACON_DELAY_MS - 1);
  expect(sendBeacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(beaconBatches()).toEqual([
    [
      {
        kind: 'remote-load',
        remote: 'mf-support',
        module: 'mf_support/Routes',
        message: a.message,
      },
      { kind: 'render', remote: 'mf-cart', message: b.message },
    ],
  ]);
  // The same failure again later on this page is not sent again.
  queueErrorReport(a);
  jest.advanceTimersByTime(BEACON_DELAY_MS);
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

it('sends no query string, no fragment, nothing past the length the API takes', () => {
  const r = fresh({
    message:
      'Loading script failed. (missing: http://localhost:3001/remotes/mf-support/remoteEntry.js?mf-retry=2&q=ada#x) ' +
      'y'.repeat(400),
    error: new Error('with a stack that stays on the page'),
  });
  queueErrorReport(r);
  jest.advanceTimersByTime(BEACON_DELAY_MS);
  const sent = beaconBatches()[0]?.[0];
  expect(sent?.message).toMatch(
    /^Loading script failed\. \(missing: http:\/\/localhost:3001\/remotes\/mf-support\/remoteEntry\.js y+$/,
  );
  expect(sent?.message).toHaveLength(300);
  expect(Object.keys(sent ?? {}).sort()).toEqual(['kind', 'message', 'module', 'remote']);
});

it('leaves out a remote or module name the API would refuse', () => {
  queueErrorReport(fresh({ remote: 'http://cdn.example/x?y', module: 'a b' }));
  jest.advanceTimersByTime(BEACON_DELAY_MS);
  const sent = beaconBatches()[0]?.[0];
  expect(sent).toEqual({ kind: 'remote-load', message: expect.any(String) });
});

it('splits more than ten reports into batches of ten', () => {
  for (let i = 0; i < 12; i++) queueErrorReport(fresh());
  jest.advanceTimersByTime(BEACON_DELAY_MS);
  expect(beaconBatches().map((b) => b.length)).toEqual([10, 2]);
});

it('falls back to fetch with keepalive when the browser refuses the beacon', () => {
  sendBeacon.mockReturnValue(false);
  queueErrorReport(fresh());
  jest.advanceTimersByTime(BEACON_DELAY_MS);
  expect(fetchMock).toHaveBeenCalledWith(
    ERROR_BEACON_URL,
    expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
  );
  const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { reports: unknown[] };
  expect(body.reports).toHaveLength(1);
});

it('boot wires it: each `store:error` is queued, and sent at once when the page is hidden or left', () => {
  forwardErrorReports();
  forwardErrorReports(); // boot may run again: still one forwarder
  const seen: unknown[] = [];
  const listener = (e: Event) => seen.push((e as CustomEvent).detail);
  window.addEventListener(STORE_ERROR_EVENT, listener);
  const r = fresh();
  reportError(r);
  window.removeEventListener(STORE_ERROR_EVENT, listener);
  expect(seen).toEqual([r]);

  window.dispatchEvent(new Event('pagehide'));
  expect(beaconBatches()).toEqual([[expect.objectContaining({ message: r.message })]]);

  reportError(fresh());
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sendBeacon).toHaveBeenCalledTimes(2);
  // Nothing left to send: leaving the page sends no empty beacon.
  window.dispatchEvent(new Event('pagehide'));
  expect(sendBeacon).toHaveBeenCalledTimes(2);
});

it('beaconMessage keeps the path of a URL and drops its query and fragment', () => {
  expect(beaconMessage('GET /api/x?email=a%40b.c failed')).toBe('GET /api/x failed');
  expect(beaconMessage('Minified React error #418')).toBe('Minified React error #418');
  expect(beaconMessage('see https://a.example/p#frag.')).toBe('see https://a.example/p');
});
