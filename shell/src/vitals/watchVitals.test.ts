import { EARLY_ACTION_MARK, LIVE_MARK, VITALS_BEACON_PATH, VITALS_MARK } from '@store/shared';
import type { Metric } from 'web-vitals';
import { watchVitals } from './watchVitals';

// The library's load boundary: web-vitals' observers need a real browser's performance entries,
// so its five calls are stood in for and their callbacks called as Chromium would.
const callbacks: Record<string, (m: Metric) => void> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: Metric) => void) => {
    callbacks[name] = cb;
  };
  return {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onTTFB: on('TTFB'),
  };
});

const beacon = jest.fn((_url: string | URL, _data?: BodyInit | null) => true);

/** jsdom's Blob cannot be read back: this one keeps its text. */
class TextBlob extends Blob {
  constructor(
    readonly parts: BlobPart[] = [],
    options?: BlobPropertyBag,
  ) {
    super(parts, options);
  }
}

const metric = (name: Metric['name'], value: number): Metric =>
  ({
    name,
    value,
    id: `v5-${name}`,
    delta: value,
    rating: 'good',
    entries: [],
    navigationType: 'navigate',
  }) as Metric;

/** The page's timeline: marks by name, the first paint, the navigation's Server-Timing. */
function timeline(marks: Record<string, number[]>, fcp: number | null) {
  // jsdom's performance has no timeline: the two reads are given it here.
  const byName = (name: string) => {
    if (name === 'first-contentful-paint') return fcp === null ? [] : [{ startTime: fcp }];
    return (marks[name] ?? []).map((startTime) => ({ startTime }));
  };
  const navigation = [{ serverTiming: [{ name: 'ssr', description: 'render' }] }];
  Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: byName });
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => navigation,
  });
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

function sent(): Record<string, unknown>[] {
  return beacon.mock.calls.flatMap(([url, blob]) => {
    expect(url).toBe(VITALS_BEACON_PATH);
    const text = (blob as TextBlob).parts.join('');
    return (JSON.parse(text) as { reports: Record<string, unknown>[] }).reports;
  });
}

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  globalThis.Blob = TextBlob;
});

test('a page view: the five vitals, first paint → live and the early actions; the early figures go as LCP is final, the rest as the page is hidden', () => {
  timeline({ [LIVE_MARK]: [1900], [EARLY_ACTION_MARK]: [1200, 1500] }, 700);
  window.history.replaceState(null, '', '/listing/classic-hoodie?colour=red&q=secret');
  watchVitals('/listing/classic-hoodie');
  callbacks.TTFB?.(metric('TTFB', 80));
  callbacks.FCP?.(metric('FCP', 700));
  expect(beacon).not.toHaveBeenCalled();
  // At the first input: a page left at its first tap has sent these already.
  callbacks.LCP?.(metric('LCP', 1400));
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(sent().map((r) => r.name)).toEqual(['hydration', 'TTFB', 'FCP', 'LCP']);
  // As the tab is hidden web-vitals reports CLS and INP first (its listeners capture on window).
  callbacks.CLS?.(metric('CLS', 0.02));
  callbacks.INP?.(metric('INP', 96));
  hide();
  const tags = { page: 'listing', remote: 'mf-catalog', render: 'render', form: 'desktop' };
  expect(sent()).toEqual([
    { name: 'hydration', value: 1200, ...tags },
    { name: 'TTFB', value: 80, ...tags },
    { name: 'FCP', value: 700, ...tags },
    { name: 'LCP', value: 1400, ...tags },
    { name: 'CLS', value: 0.02, ...tags },
    { name: 'INP', value: 96, ...tags },
    { name: 'early-actions', value: 2, ...tags },
  ]);
  expect(beacon).toHaveBeenCalledTimes(2);
  // Nothing of the URL travels: no query, no path.
  expect(JSON.stringify(beacon.mock.calls.map(([, b]) => (b as TextBlob).parts))).not.toMatch(
    /secret|colour|classic-hoodie/,
  );
});

test('the reporter marks the page once it watches: a page left after the mark sends its batch', () => {
  timeline({}, 700);
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
  watchVitals('/');
  expect(mark).toHaveBeenCalledWith(VITALS_MARK);
  expect(Object.keys(callbacks).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
});

test("a view whose quick taps web-vitals never saw reports its first input's duration as INP, once", () => {
  timeline({}, 700);
  // Taps made before the reporter loaded, all under the Event Timing buffer's 104 ms: web-vitals
  // reports no INP; the first input is always buffered.
  const firstInput = [{ name: 'pointerdown', startTime: 1500, duration: 48 }];
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'first-input' ? firstInput : []),
  });
  beacon.mockClear();
  watchVitals('/listing/classic-hoodie');
  hide();
  // (The earlier tests' views, on the same document, report as it hides: this one's are read.)
  const inp = () => sent().filter((r) => r.name === 'INP' && r.page === 'listing');
  expect(inp()).toEqual([expect.objectContaining({ name: 'INP', value: 48 })]);
  // Shown and hidden again: a slower tap web-vitals saw later is not a second INP of the view.
  callbacks.INP?.(metric('INP', 240));
  hide();
  expect(inp()).toHaveLength(1);
});

test("web-vitals' INP, when it has one, is the view's: the first input does not add another", () => {
  timeline({}, 700);
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) =>
      type === 'first-input' ? [{ name: 'pointerdown', startTime: 1500, duration: 48 }] : [],
  });
  beacon.mockClear();
  watchVitals('/cart');
  callbacks.INP?.(metric('INP', 160));
  callbacks.INP?.(metric('INP', 176));
  hide();
  expect(sent().filter((r) => r.name === 'INP' && r.page === 'cart')).toEqual([
    expect.objectContaining({ name: 'INP', value: 160 }),
  ]);
});
