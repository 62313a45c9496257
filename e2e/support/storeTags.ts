import type { Page, Request } from '@playwright/test';

// The tag hosts stubbed at the network boundary (the sandbox reaches no tag host): Google's tag
// and Meta's pixel answer with a few lines that take their command queues over, as the real ones
// do, and record each command they receive. Each stub runs only if the page's CSP allows its host.

/** A command a tag received: Google's gtag() or Meta's fbq(). */
export interface TagHit {
  tag: 'google' | 'meta';
  command: string;
  name: unknown;
  params: unknown;
}

const RECORD = `window.__tagHits = window.__tagHits || [];
function __take(tag, args) {
  var c = Array.prototype.slice.call(args);
  window.__tagHits.push({ tag: tag, command: c[0], name: c[1], params: c[2] });
}`;

/** gtag.js: its queue is named by the `l` parameter; it reads Arguments objects only. */
const GOOGLE_TAG = `(function () {${RECORD}
  var name = new URL(document.currentScript.src).searchParams.get('l') || 'dataLayer';
  var q = (window[name] = window[name] || []);
  function take(a) { if (a && typeof a.length === 'number' && !Array.isArray(a)) __take('google', a); }
  q.forEach(take);
  var push = q.push;
  q.push = function () {
    for (var i = 0; i < arguments.length; i++) take(arguments[i]);
    return push.apply(q, arguments);
  };
})();`;

/** fbevents.js: it takes the base code's queue and answers calls itself from then on. */
const META_PIXEL = `(function () {${RECORD}
  var f = window.fbq;
  f.queue.forEach(function (a) { __take('meta', a); });
  f.queue = [];
  f.callMethod = function () { __take('meta', arguments); };
})();`;

export const TAG_HOSTS = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//;

/** Stubs both hosts for this page; returns the requests made to them. */
export async function stubTagHosts(page: Page): Promise<Request[]> {
  const asked: Request[] = [];
  page.on('request', (r) => {
    if (TAG_HOSTS.test(r.url())) asked.push(r);
  });
  await page.route(TAG_HOSTS, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: route.request().url().includes('facebook') ? META_PIXEL : GOOGLE_TAG,
    }),
  );
  return asked;
}

/** What the tags received so far. */
export const tagHits = (page: Page): Promise<TagHit[]> =>
  page.evaluate(() => (window as unknown as { __tagHits?: TagHit[] }).__tagHits ?? []);

/** How many events of this name a tag received (Google: `gtag('event')`; Meta: `fbq('track')`). */
export async function eventsTold(page: Page, tag: TagHit['tag'], name: string): Promise<number> {
  const command = tag === 'google' ? 'event' : 'track';
  return (await tagHits(page)).filter(
    (h) => h.tag === tag && h.command === command && h.name === name,
  ).length;
}
