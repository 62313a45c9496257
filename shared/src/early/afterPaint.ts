import { asksForAttribution } from '../cookies/attributionRules';
import { takeEarlyCaptured } from './earlyCapture';
import { keepEarlyEvents } from './earlyEvents';
import {
  AFTER_PAINT_RELEASE_ATTRIBUTE,
  AFTER_PAINT_TEMPLATE_ID,
  NEEDS_SCRIPT_ATTRIBUTE,
} from './pageIds';

/**
 * Paint first, then script. A server-rendered page is whole without JavaScript, so its scripts
 * are not asked for until the browser has painted it: the store server (`server/src/
 * afterPaint.ts`) puts the shell's entry and the preload hints of the boot chunks and the page's
 * remote in `<template id="store-after-paint">`, whose content the browser neither runs nor
 * fetches, and this script (built alone to `store-after-paint.js`, deferred, same origin, so the
 * CSP's `script-src 'self'` holds) moves them into `<head>` once the page has painted: after the
 * first contentful paint (where the browser cannot tell, at once, as a deferred script would); at
 * once in a hidden tab (it draws nothing); after 3 s at most (a page with nothing contentful).
 *
 * Until the page is live (`html[data-interactive]`, set when it has hydrated) a button does
 * nothing by itself and typing reaches no state, so neither is lost: the shopper's first touch,
 * key or focus asks for the scripts at once, and every early event that needs script is kept, in
 * the order it happened: each press of a button (`button`, `[role=button]`, a submit or button
 * input; its default held back) and the typing into each text box (input or textarea, once per
 * box, with its final text, where it was first typed into). Once the page answers they are played
 * again in that order: a press as a click, typing as an edit (`retype`). Links, forms with an
 * `action` (they post without script), radios, checkboxes and selects are left to the browser:
 * their native state is what the app adopts on hydration. Only a form's submit buttons are left
 * to it: a plain button inside that form (the listing's Size guide) does nothing natively, so its
 * press is kept like any other. A form the live page answers better (`HOLD_SUBMIT_ATTRIBUTE`: Add
 * to cart, quick add) is held too, so the first tap gets the SPEC's answer (confirmation, panel,
 * analytics); it is sent natively if the page is not live within `HOLD_SUBMIT_BOUND_MS`, and
 * then not played (earlyEvents.ts).
 *
 * What the shopper did before this script ran (it is deferred, and may arrive after the page
 * painted) was kept by the page's inline capture (earlyCapture.ts): it is taken here and handled
 * as if heard, minus what the browser already did with it (a link followed, a form posted).
 *
 * Each event is played onto the element that now stands in the same place. Hydration, or a
 * client render after a mismatch, may have replaced the element the shopper touched, so it is
 * found again by a stable key, never by identity (`keyOf`), and among elements with the same key
 * by position (the third "Add to cart" stays the third). An element still in the page is used as
 * it is; an event whose element has no match (or no key) is dropped, the others still play.
 *
 * Each early action (a kept press, a box typed into, a pick or a submit left to the browser) leaves
 * an `EARLY_ACTION_MARK` for the field vitals: how often shoppers are faster than the page.
 *
 * Scripts only when needed: a template marked `data-release="intent"` (home, collections, search
 * and listings, whose links, quick add, search form, choices, Add to cart, Preferences and
 * newsletter work as HTML) is not released after paint but at the shopper's first sign of using
 * the page: a touch, a key, focus, a pointer moving over it, a wheel, a scroll or typing. A phone's
 * reader who only looks runs none of the shell's scripts (a listing's view is told by its own
 * small script: ../ssr/campaignView).
 * A part of such a page that must act without a touch says so (`NEEDS_SCRIPT_ATTRIBUTE`: the cart
 * with items gone or unavailable opens its modal) and the page is released after paint.
 * Such a page is released at once when its address asks the shell for something the server
 * cannot do: a preview (`#preview=`, the owner's draft), an access code to trade, an affiliate or
 * TikTok landing to remember (shared's attribution rules, so a link followed without script
 * keeps it).
 */
export function startAfterPaint(doc: Document = document): void {
  const early = takeEarlyCaptured(doc.defaultView);
  // A template, or nothing to release (read by its `content`: fewer bytes than `instanceof`).
  const held = doc.getElementById(AFTER_PAINT_TEMPLATE_ID) as HTMLTemplateElement | null;
  if (!held?.content) return;
  const release = releaser(doc, held);
  const waitsForIntent =
    held.getAttribute(AFTER_PAINT_RELEASE_ATTRIBUTE) === 'intent' &&
    !doc.querySelector(`[${NEEDS_SCRIPT_ATTRIBUTE}]`);
  if (!waitsForIntent) whenPainted(doc, release);
  else if (addressNeedsShell(doc.location)) release();
  const onIntent = (event: Event) => {
    if (!byShopper(event)) return;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
    release();
  };
  for (const type of INTENT_EVENTS) {
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  // Any of them was the shopper using the page (a click, a pick, a key), as onIntent hears it.
  for (const event of early) onIntent(event);
  keepEarlyEvents(doc, release)(early);
}

/**
 * The shopper is about to use the page: its scripts are asked for. A scroll (whatever moved it:
 * a scrollbar, a key, a restored position) shows more of a page that grows by script; an input
 * without a key first is dictation, a paste or an autofill.
 */
// One string, split: fewer bytes to ship than a list's quotes and commas.
const INTENT_EVENTS = 'pointerdown pointermove touchstart keydown focusin wheel scroll input'.split(
  ' ',
);

/**
 * Not every such event is the shopper's: the browser moves a still pointer by itself when the
 * layout under it changes (no movement), and the page's own `autofocus` (the search box, SPEC §2)
 * focuses a box nobody touched; typing into it is a key, and that counts.
 */
function byShopper(event: Event): boolean {
  if (event.type === 'pointermove') {
    const { movementX, movementY } = event as Partial<PointerEvent>;
    return movementX !== 0 || movementY !== 0;
  }
  if (event.type === 'focusin')
    return !(event.target instanceof Element && event.target.hasAttribute('autofocus'));
  return true;
}

/** What only the shell does with an address: a preview, an access code, attribution to keep. */
function addressNeedsShell(location: Location | null): boolean {
  if (!location) return true;
  // The hash's and the query's parameters by name (a regular expression: fewer bytes to ship).
  return (
    /[#&]preview(=|&|$)/.test(location.hash) ||
    /[?&]accessCode(=|&|$)/.test(location.search) ||
    asksForAttribution(location.search)
  );
}

/** Moves the held scripts and hints into `<head>`, once. */
function releaser(doc: Document, held: HTMLTemplateElement): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const node of [...held.content.childNodes]) {
      if (node.nodeName === 'SCRIPT') {
        // Made, not cloned: a cloned script would not run; this one runs in order, like defer.
        const script = doc.createElement('script');
        script.src = (node as Element).getAttribute('src') ?? '';
        script.async = false;
        doc.head.appendChild(script);
      } else {
        doc.head.appendChild(doc.importNode(node, true));
      }
    }
    held.remove();
  };
}

/** The constructor as older browsers have it: `supportedEntryTypes` came later. */
interface PaintObserver {
  new (callback: PerformanceObserverCallback): PerformanceObserver;
  supportedEntryTypes?: readonly string[];
}

function whenPainted(doc: Document, release: () => void): void {
  // Older browsers have no PerformanceObserver, or no paint entries: as a deferred script would.
  const Observer = doc.defaultView?.PerformanceObserver as PaintObserver | undefined;
  if (doc.visibilityState === 'hidden') {
    release();
  } else if (Observer?.supportedEntryTypes?.includes('paint')) {
    // Buffered: a first paint that came before this script is delivered too.
    new Observer((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      release();
    }).observe({ type: 'paint', buffered: true });
  } else {
    setTimeout(release, 0);
  }
  setTimeout(release, 3000);
}
