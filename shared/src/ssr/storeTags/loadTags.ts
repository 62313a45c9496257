import { followDataLayer, googleEventOf, metaEventOf, type DataLayerEntry } from './tagBridge';
import { isTagManager, type ConsentChoice, type StoreTags } from './tagSettings';

// Loads the store's tags (async scripts from their own hosts, which the page's CSP allows for this
// store only: api/src/lib/csp.ts) and hands them the dataLayer's events.

/** The Google tag's own command queue: apart from the store's dataLayer, so no event goes twice. */
export const GTAG_LAYER = 'storeGtagLayer';

export const googleTagUrl = (id: string): string =>
  isTagManager(id)
    ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
    : `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}&l=${GTAG_LAYER}`;
export const META_PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Command = (...args: unknown[]) => void;

/** A loaded tag: told each dataLayer event, and the shopper's answer when they change it. */
interface Sink {
  send(entry: DataLayerEntry): void;
  consent(choice: ConsentChoice): void;
}

/** The store's tags on this page, once loaded. */
export interface LoadedTags {
  /**
   * The shopper changed their answer on this page (the footer's "Cookie settings"): each tag is
   * told (Google's consent-mode update, Meta's revoke or grant), and the store's events stop
   * reaching them while consent is withdrawn. A script already loaded cannot be unloaded; it is
   * told, and the next page loads none.
   */
  consent(choice: ConsentChoice): void;
}
interface MetaQueue extends Command {
  callMethod?: Command;
  queue: unknown[][];
  push: MetaQueue;
  loaded: boolean;
  version: string;
}

export interface TagWindow {
  document: Document;
  location: { href: string };
  dataLayer?: unknown[];
  [GTAG_LAYER]?: unknown[];
  fbq?: Command;
  _fbq?: Command;
}

const CONSENT_TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'];
const consentOf = (value: 'granted' | 'denied') =>
  Object.fromEntries(CONSENT_TYPES.map((type) => [type, value]));

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}

/** gtag() onto a queue: Google's scripts read `arguments` objects, not arrays. */
function gtagOn(layer: unknown[]): Command {
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the Google tag only reads Arguments objects
    layer.push(arguments);
  };
}

/**
 * Google's consent-mode signals (v2) for a store that asked: denied by default, granted by the
 * shopper's answer. The tag only loads once they agreed, so both go before its first command.
 */
function sendConsent(gtag: Command): void {
  gtag('consent', 'default', consentOf('denied'));
  gtag('consent', 'update', consentOf('granted'));
}

function startGoogle(win: TagWindow, id: string, askedConsent: boolean): Sink {
  if (isTagManager(id)) {
    const layer = (win.dataLayer ??= []);
    const gtag = gtagOn(layer);
    if (askedConsent) sendConsent(gtag);
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(win.document, googleTagUrl(id));
    // The container reads the dataLayer itself, and its consent from it.
    return { send: () => {}, consent: (choice) => gtag('consent', 'update', consentOf(choice)) };
  }
  const gtag = gtagOn((win[GTAG_LAYER] ??= []));
  if (askedConsent) sendConsent(gtag);
  gtag('js', new Date());
  // The page views are the store's own events (one per page, at paint or on navigation).
  gtag('config', id, { send_page_view: false });
  addScript(win.document, googleTagUrl(id));
  return {
    send: (entry) => {
      const { name, params } = googleEventOf(entry, win.location.href);
      gtag('event', name, params);
    },
    consent: (choice) => gtag('consent', 'update', consentOf(choice)),
  };
}

/** Meta's documented base code: calls wait in a queue until fbevents.js takes it over. */
function metaQueue(win: TagWindow): Command {
  if (win.fbq) return win.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as MetaQueue;
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
  win.fbq = fbq;
  win._fbq ??= fbq;
  return fbq;
}

function startMeta(win: TagWindow, id: string, askedConsent: boolean): Sink {
  const fbq = metaQueue(win);
  if (askedConsent) fbq('consent', 'grant');
  fbq('init', id);
  addScript(win.document, META_PIXEL_URL);
  return {
    send: (entry) => {
      const event = metaEventOf(entry);
      if (event) fbq('track', event.name, event.params);
    },
    consent: (choice) => fbq('consent', choice === 'granted' ? 'grant' : 'revoke'),
  };
}

/** Loads the store's tags and tells them every dataLayer event, past and to come, once each. */
export function loadTags(win: TagWindow, tags: StoreTags): LoadedTags {
  const sinks = [
    tags.google ? startGoogle(win, tags.google, tags.askConsent) : null,
    tags.meta ? startMeta(win, tags.meta, tags.askConsent) : null,
  ].filter((s): s is Sink => s !== null);
  let granted = true;
  followDataLayer(win, (entry) => {
    if (granted) sinks.forEach((sink) => sink.send(entry));
  });
  return {
    consent(choice) {
      if ((choice === 'granted') === granted) return;
      granted = choice === 'granted';
      sinks.forEach((sink) => sink.consent(choice));
    },
  };
}
