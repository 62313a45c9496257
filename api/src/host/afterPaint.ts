/**
 * Paint first, then script. A server-rendered page is whole without JavaScript, so its scripts
 * are not asked for until the browser has painted it: the shell's entry and the preload hints of
 * the boot chunks and the page's remote travel in `<template id="store-after-paint">`, whose
 * content the browser neither runs nor fetches, and this script (deferred, same origin, so the
 * CSP's `script-src 'self'` holds) moves them into `<head>` once a frame has been drawn. On a
 * phone's link the first paint no longer shares the line with ~400 KB of script.
 */
export const AFTER_PAINT_PATH = '/store-after-paint.js';

export const AFTER_PAINT_TEMPLATE_ID = 'store-after-paint';

export const AFTER_PAINT_JS = `(function () {
  var held = document.getElementById('${AFTER_PAINT_TEMPLATE_ID}');
  if (!held || !held.content) return;
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
  // After the next frame; a hidden tab draws none, so a timer stands in.
  requestAnimationFrame(function () { setTimeout(release, 0); });
  setTimeout(release, 1000);
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
