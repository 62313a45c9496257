import { INTERACTIVE_ATTRIBUTE } from './pageIds';

/**
 * Runs `run` once the page is live (`INTERACTIVE_ATTRIBUTE` on `<html>`, set by the shell): at once
 * when it already is. Small on purpose: the after-paint script, built alone, uses it too.
 */
export function whenLive(run: () => void, doc: Document = document): void {
  const root = doc.documentElement;
  if (root.hasAttribute(INTERACTIVE_ATTRIBUTE)) return run();
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute(INTERACTIVE_ATTRIBUTE)) return;
    observer.disconnect();
    run();
  }).observe(root, { attributes: true, attributeFilter: [INTERACTIVE_ATTRIBUTE] });
}
