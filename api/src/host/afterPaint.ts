/**
 * Paint first, then script. A server-rendered page is whole without JavaScript, so its scripts
 * are not asked for until the browser has painted it: the shell's entry and the preload hints of
 * the boot chunks and the page's remote travel in `<template id="store-after-paint">`, whose
 * content the browser neither runs nor fetches, and this script (deferred, same origin, so the
 * CSP's `script-src 'self'` holds) moves them into `<head>` once the page has painted. On a
 * phone's link the first paint no longer shares the line with ~400 KB of script.
 *
 * Until the page is live (`html[data-interactive]`, set when it has hydrated) a button does
 * nothing by itself and typing reaches no state, so neither is lost: the shopper's first touch,
 * key or focus asks for the scripts at once, and every early event that needs script is kept, in
 * the order it happened: each press of a button (`button`, `[role=button]`, a submit or button
 * input; its default held back) and the typing into each text box (input or textarea, once per
 * box, with its final text, where it was first typed into). Once the page answers they are played
 * again in that order: a press as a click, typing as an edit (`retype`). Links, forms with an
 * `action` (they post without script), radios, checkboxes and selects are left to the browser:
 * their native state is what the app adopts on hydration. Only a form's submit buttons are left to
 * it: a plain button inside that form (the listing's Size guide) does nothing natively, so its
 * press is kept like any other.
 *
 * Each event is played onto the element that now stands in the same place. Hydration, or a
 * client render after a mismatch, may have replaced the element the shopper touched, so it is
 * found again by a stable key, never by identity: its `data-replay-key`, else its `id`, else tag
 * and `name` (and a button's `value`) with its form's `action`/`id`/`name`, else tag and
 * `aria-label`, else a button's tag and text; among elements with the same key, the one at the
 * same position (the third "Add to cart" stays the third). An element still in the page is used
 * as it is; an event whose element has no match (or no key) is dropped, the others still play.
 */
export const AFTER_PAINT_PATH = '/store-after-paint.js';

const AFTER_PAINT_TEMPLATE_ID = 'store-after-paint';

/** Shared's INTERACTIVE_ATTRIBUTE, set by the shell (the API runs none of shared's code). */
const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Served as is (ES5, unminified), so its longer notes live here, out of the bytes sent; the test
 * keeps it under 2 KB gzipped.
 * - release: a script cloned from a template would run; one made here (`async = false`) runs in
 *   order, like defer.
 * - when: once the browser reports the first contentful paint (the page is on screen); where it
 *   cannot tell, after the next frame. A hidden tab draws nothing: its scripts are asked for at
 *   once. A paint that never comes (nothing contentful) still gets the scripts after 3 s.
 * - keyOf / same / keep: the stable key and the position among equal keys (header comment).
 * - retype: what was typed before hydration is in the box but not in the page's state: told again
 *   as an edit (the value is set to '' through React's tracker on the element, then the text past
 *   it with the prototype's setter, so the input event reads as a change).
 */
export const AFTER_PAINT_JS = `(function () {
  var held = document.getElementById('${AFTER_PAINT_TEMPLATE_ID}');
  if (!held || !held.content) return;
  var root = document.documentElement;
  var done = false;
  function release() {
    if (done) return;
    done = true;
    var parts = held.content.childNodes;
    for (var i = 0; i < parts.length; i++) {
      var node = parts[i];
      // Made, not cloned: it runs in order, like defer.
      if (node.nodeName === 'SCRIPT') {
        var script = document.createElement('script');
        script.src = node.getAttribute('src');
        script.async = false;
        document.head.appendChild(script);
      } else {
        document.head.appendChild(document.importNode(node, true));
      }
    }
    held.remove();
  }
  // After first contentful paint, else the next frame; a hidden tab at once; 3 s at most.
  var Observer = window.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  function painted(list) { return list.getEntriesByName('first-contentful-paint').length > 0; }
  if (document.visibilityState === 'hidden' || (types.indexOf('paint') >= 0 && painted(performance))) {
    release();
  } else if (types.indexOf('paint') >= 0) {
    new Observer(function (list, observer) {
      if (!painted(list)) return;
      observer.disconnect();
      release();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(release, 0); });
  }
  setTimeout(release, 3000);

  var early = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  for (var e = 0; e < early.length; e++) {
    document.addEventListener(early[e], release, { capture: true, passive: true, once: true });
  }
  var BUTTONS = 'button, [role="button"], input[type="submit"], input[type="button"]';
  var queue = [];
  function live() { return root.hasAttribute('${INTERACTIVE_ATTRIBUTE}'); }
  function at(node, name) { return (node && node.getAttribute(name)) || ''; }
  // Where an element stands, read alike on its replacement (header comment).
  function keyOf(el, press) {
    var tag = el.tagName + '|';
    var form = el.form;
    var text = press && el.textContent.trim();
    if (at(el, 'data-replay-key')) return 'k' + at(el, 'data-replay-key');
    if (at(el, 'id')) return '#' + at(el, 'id');
    if (at(el, 'name')) {
      return 'n' + tag + at(el, 'name') + '|' + (press ? at(el, 'value') : '') + '|' +
        at(form, 'action') + '|' + at(form, 'id') + '|' + at(form, 'name');
    }
    if (at(el, 'aria-label')) return 'l' + tag + at(el, 'aria-label');
    return text ? 't' + tag + text : '';
  }
  function same(press, key) {
    var all = document.querySelectorAll(press ? BUTTONS : 'input, textarea');
    var found = [];
    for (var i = 0; i < all.length; i++) if (keyOf(all[i], press) === key) found.push(all[i]);
    return found;
  }
  function keep(el, press) {
    var key = keyOf(el, press);
    var entry = { el: el, press: press, key: key, nth: key ? same(press, key).indexOf(el) : -1 };
    queue.push(entry);
    return entry;
  }
  function onClick(event) {
    if (live() || !event.target || !event.target.closest) return;
    var control = event.target.closest(BUTTONS);
    if (!control || control.closest('a[href]')) return;
    if (control.type === 'submit' && control.form && control.form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keep(control, true);
    release();
  }
  function typable(field) {
    return /^(INPUT|TEXTAREA)$/.test(field.nodeName) && !/^(checkbox|radio|file)$/.test(field.type);
  }
  function onInput(event) {
    var field = event.target;
    if (live() || !field || !typable(field)) return;
    for (var i = 0; i < queue.length; i++) if (queue[i].el === field) break;
    (queue[i] || keep(field, false)).text = field.value;
  }
  // '' through React's tracker, the text past it (prototype's setter): a change.
  function retype(field, text) {
    var proto = Object.getPrototypeOf(field);
    var setter = Object.getOwnPropertyDescriptor(proto, 'value');
    if (!typable(field) || !setter || !setter.set) return;
    field.value = '';
    setter.set.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  new MutationObserver(function (records, observer) {
    if (!live()) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    var events = queue;
    queue = [];
    // The text as the page goes live: the box's own, else the last seen.
    events.forEach(function (entry) {
      if (!entry.press && entry.el.isConnected) entry.text = entry.el.value;
    });
    setTimeout(function () {
      events.forEach(function (entry) {
        var el = entry.el.isConnected ? entry.el : entry.key && same(entry.press, entry.key)[entry.nth];
        if (!el) return;
        if (entry.press) el.click();
        // The box still there holds what was typed since, too: its text now, not at go-live.
        else retype(el, el === entry.el ? el.value : entry.text);
      });
    }, 0);
  }).observe(root, { attributes: true, attributeFilter: ['${INTERACTIVE_ATTRIBUTE}'] });
})();
`;

/**
 * The page's `<script defer src=main.js>` (as the shell's build writes it) and the preload hints,
 * held back until the page has painted. A template without that script is left as it was.
 */
export function withScriptsAfterPaint(page: string, links: string[]): string {
  const main = /<script defer(?:="defer"|="")? src=("?)([^"\s>]+)\1><\/script>/.exec(page);
  if (!main) return page.replace('</head>', `${links.join('')}</head>`);
  const held = `<template id="${AFTER_PAINT_TEMPLATE_ID}">${links.join('')}<script src="${main[2]}"></script></template>`;
  return page.replace(main[0], `<script defer src="${AFTER_PAINT_PATH}"></script>${held}`);
}
