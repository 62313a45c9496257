/** @jest-environment jsdom */
import { connectionAllowsPrefetch, prefetchHeldScripts, prefetchWhenIdle } from './idlePrefetch';

// What a first touch will need is fetched at idle, never run, and only where the connection allows.

const HELD =
  '<link rel="preload" as="script" href="/bootstrap.0a1b.js">' +
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mf-catalog/mf-manifest.json">' +
  '<link rel="preload" as="script" href="/remotes/mf-catalog/remoteEntry.js">' +
  '<script src="/main.js"></script>';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((l) =>
    l.getAttribute('href'),
  );

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<p>Painted</p><template id="store-after-paint" data-release="intent">${HELD}</template>`;
});

test('each held script, and the manifest, is prefetched; nothing is run', () => {
  prefetchHeldScripts(document);
  expect(prefetched()).toEqual([
    '/bootstrap.0a1b.js',
    '/remotes/mf-catalog/mf-manifest.json',
    '/remotes/mf-catalog/remoteEntry.js',
    '/main.js',
  ]);
  // Still held: the scripts run only when the after-paint script releases them.
  expect(document.getElementById('store-after-paint')).not.toBeNull();
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
});

test('a page already released (its scripts asked for in earnest) prefetches nothing', () => {
  document.getElementById('store-after-paint')?.remove();
  prefetchHeldScripts(document);
  expect(prefetched()).toEqual([]);
});

test.each([
  ['Save-Data', { saveData: true, effectiveType: '4g' }, false],
  ['2G', { effectiveType: '2g' }, false],
  ['slow 2G', { effectiveType: 'slow-2g' }, false],
  ['3G', { effectiveType: '3g' }, true],
  ['4G', { effectiveType: '4g', saveData: false }, true],
  ['a browser that cannot tell', undefined, true],
])('on %s the connection allows it: %s', (_name, connection, allowed) => {
  expect(connectionAllowsPrefetch({ connection } as unknown as Navigator)).toBe(allowed);
});

test('waits for the load and an idle moment, then prefetches', () => {
  const idle: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  // The page still loading (images, fonts).
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  try {
    const win = {
      document,
      navigator: { connection: { effectiveType: '4g' } },
      requestIdleCallback: (run: () => void) => idle.push(run),
      addEventListener: (_type: string, on: () => void) => listeners.push(on),
    } as unknown as Window;
    prefetchWhenIdle(win);
    expect(listeners).toHaveLength(1);
    expect(idle).toHaveLength(0);
    listeners[0]?.();
    expect(prefetched()).toEqual([]);
    idle[0]?.();
    expect(prefetched()).toHaveLength(4);
  } finally {
    delete (document as { readyState?: string }).readyState;
  }
});

test('on Save-Data nothing waits and nothing is fetched', () => {
  const listeners: unknown[] = [];
  const win = {
    document,
    navigator: { connection: { saveData: true } },
    addEventListener: (...args: unknown[]) => listeners.push(args),
  } as unknown as Window;
  prefetchWhenIdle(win);
  expect(listeners).toEqual([]);
  expect(prefetched()).toEqual([]);
});
