import { IMPRESSIONS_ATTRIBUTE, TILE_CLICKS_GLOBAL } from './analyticsIds';
import { EARLY_CAPTURE_EVENTS, EARLY_CAPTURE_GLOBAL, ONCE_CAPTURED } from './earlyCapture';
import { HOLD_SUBMIT_ATTRIBUTE, HOLD_SUBMIT_BOUND_MS } from './pageIds';

const listened = EARLY_CAPTURE_EVENTS.filter((type) => type !== 'click').join(' ');

/**
 * The inline script of earlyCapture.ts, written by the store server into a painted page's head
 * before its other scripts (server/src/afterPaint.ts); the CSP allows it by its hash
 * (api/src/lib/csp.ts). ES5, no dependency: it runs before anything else.
 *
 * - Every event is kept in order; the signs of intent that repeat are kept once each, so a page
 *   whose after-paint script never arrives keeps a short list. Listeners are passive (a scroll or
 *   touch is never delayed), but for clicks.
 * - A submit the live page answers (a form with `HOLD_SUBMIT_ATTRIBUTE`, or one without an
 *   `action`, which the store server can only answer "needs JavaScript") is held, as the
 *   after-paint script holds it: its click is kept with its default prevented, which tells the
 *   after-paint script it was held. If that script has not taken it within `HOLD_SUBMIT_BOUND_MS`,
 *   the form is sent as the browser would have sent it: never lost, never sent twice.
 * - A tile link followed before `store-page-view.js` listens for tile clicks (`TILE_CLICKS_GLOBAL`:
 *   a quick shopper taps a tile the moment it paints, while the page still streams and the deferred
 *   scripts wait for its end) pushes its product-click here, from the grid's HTML, as
 *   `tileClicks.ts` does after it (`tileClickEvent`: the same reading, in ES5).
 * - The take (`EARLY_CAPTURE_GLOBAL`) stops every listener and hands the events over.
 */
export const EARLY_CAPTURE_SCRIPT =
  '(function(d,w){var q=[],s={},k=[],o={capture:!0,passive:!0},' +
  `t=${JSON.stringify(listened)}.split(' '),r=/^(${ONCE_CAPTURED.join('|')})$/;` +
  'function h(e){if(!r.test(e.type)||!s[e.type])s[e.type]=q.push(e)}' +
  `function p(e){if(w.${TILE_CLICKS_GLOBAL})return;var a=e.target.closest&&e.target.closest("a[href]"),` +
  'l=a&&a.closest("li"),g=l&&l.parentElement;' +
  `if(!g||!g.hasAttribute("${IMPRESSIONS_ATTRIBUTE}"))return;` +
  `try{var m=JSON.parse(g.getAttribute("${IMPRESSIONS_ATTRIBUTE}")),i=m.items[[].indexOf.call(g.children,l)];` +
  'if(i)(w.dataLayer=w.dataLayer||[]).push({event:"product-click",ecommerce:{currency:m.currency,items:[i]}})}catch(x){}}' +
  'function c(e){p(e);var b=e.target.closest&&e.target.closest("button,input"),' +
  'f=b&&b.type=="submit"&&b.form;' +
  `if(f&&(!f.hasAttribute("action")||f.hasAttribute("${HOLD_SUBMIT_ATTRIBUTE}"))){` +
  'e.preventDefault();if(k.indexOf(b)>=0)return;k.push(b);' +
  `setTimeout(function(){if(w.${EARLY_CAPTURE_GLOBAL})f.requestSubmit?f.requestSubmit(b):f.submit()},${HOLD_SUBMIT_BOUND_MS})}` +
  'h(e)}' +
  't.forEach(function(n){d.addEventListener(n,h,o)});d.addEventListener("click",c,!0);' +
  `w.${EARLY_CAPTURE_GLOBAL}=function(){t.forEach(function(n){d.removeEventListener(n,h,o)});` +
  `d.removeEventListener("click",c,!0);delete w.${EARLY_CAPTURE_GLOBAL};return q}})(document,window)`;
