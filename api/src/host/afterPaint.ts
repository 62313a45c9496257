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
 * key or focus asks for the scripts at once; once the page answers, what was typed into a box is
 * told to it again and the last button pressed meanwhile is pressed again (when hydration kept
 * them). Links and forms that post without script are left to the browser.
 */
export const AFTER_PAINT_PATH = '/store-after-paint.js';

const AFTER_PAINT_TEMPLATE_ID = 'store-after-paint';

/** Shared's INTERACTIVE_ATTRIBUTE, set by the shell (the API runs none of shared's code). */
const INTERACTIVE_ATTRIBUTE = 'data-interactive';

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
      // A script cloned from a template would run; one made here runs in order, like defer.
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
  // Once the browser reports the first contentful paint (the page is on screen); where it cannot
  // tell, after the next frame. A hidden tab draws nothing: its scripts are asked for at once.
  // A paint that never comes (nothing contentful) still gets the scripts after 3 s.
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
  var pressed = null;
  var typed = [];
  function live() { return root.hasAttribute('${INTERACTIVE_ATTRIBUTE}'); }
  function onClick(event) {
    if (live() || !event.target || !event.target.closest) return;
    var control = event.target.closest('button, [role="button"], input[type="submit"], input[type="button"]');
    if (!control || control.closest('a[href]')) return;
    if (control.form && control.form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = control;
    release();
  }
  function onInput(event) {
    var field = event.target;
    if (live() || !field || !('value' in field) || /^(checkbox|radio|file)$/.test(field.type)) return;
    if (typed.indexOf(field) < 0) typed.push(field);
  }
  // What was typed before hydration is in the box but not in the page's state: told again as
  // an edit (the value is set to '' through React's tracker on the element, then the text past
  // it with the prototype's setter, so the input event reads as a change).
  function retype(field) {
    var proto = Object.getPrototypeOf(field);
    var setter = Object.getOwnPropertyDescriptor(proto, 'value');
    if (!field.isConnected || !setter || !setter.set) return;
    var text = field.value;
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
    var fields = typed;
    var control = pressed;
    typed = [];
    pressed = null;
    setTimeout(function () {
      fields.forEach(retype);
      if (control && control.isConnected) control.click();
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
