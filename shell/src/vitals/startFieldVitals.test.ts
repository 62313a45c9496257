import { INTERACTIVE_ATTRIBUTE } from '@store/shared';
import { startFieldVitals } from './startFieldVitals';

// The library's load boundary: which of web-vitals' calls the reporter made, i.e. whether the
// chunk was loaded and started.
const started: string[] = [];
jest.mock('web-vitals', () => {
  const on = (name: string) => () => void started.push(name);
  return {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onTTFB: on('TTFB'),
  };
});

/** Lets the idle pause, the chunk's import and its start run. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    await new Promise<void>((r) =>
      jest.requireActual<typeof import('timers')>('timers').setImmediate(r),
    );
  }
}

beforeAll(() => {
  // jsdom's performance has no timeline: an empty one.
  for (const read of ['getEntriesByName', 'getEntriesByType'])
    Object.defineProperty(performance, read, { configurable: true, value: () => [] });
});

beforeEach(() => {
  // The timers only: the page's performance timeline stays the one given above.
  jest.useFakeTimers({ doNotFake: ['performance'] });
  started.length = 0;
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
});
afterEach(() => jest.useRealTimers());

test('nothing of it loads before the page is live; once live and idle, the vitals start', async () => {
  startFieldVitals({ vitalsSampleRate: 1 }, () => 0.99);
  await settle();
  expect(started).toEqual([]);
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  await settle();
  expect(started).toEqual(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']);
});

test('a page view outside the sample loads nothing', async () => {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  startFieldVitals({ vitalsSampleRate: 0.25 }, () => 0.25);
  startFieldVitals({ vitalsSampleRate: 0 }, () => 0);
  await settle();
  expect(started).toEqual([]);
});

test('a page view inside the sample reports', async () => {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  startFieldVitals({ vitalsSampleRate: 0.25 }, () => 0.2);
  await settle();
  expect(started).toHaveLength(5);
});
