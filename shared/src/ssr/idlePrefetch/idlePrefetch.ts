import { AFTER_PAINT_TEMPLATE_ID } from '../../early/pageIds';
import { whenLoadedAndIdle } from '../idle/whenIdle';

// The scripts are there before the tap. A page that waits for the shopper's first touch holds its
// scripts in the after-paint template (server/src/afterPaint.ts): the shell's entry, its boot
// chunks, the page's remote and its manifest, as the build's own graph names them. Once the page
// has loaded and the browser is idle, they are fetched without being run (`rel=prefetch`: the
// browser keeps them for the next few minutes, whatever their cache headers), so a first tap
// waits for running them only. Nothing runs: the page's main thread, and so Lighthouse's TBT,
// does not move. A connection that asks to save data, or a 2G one, fetches nothing early.

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Not Save-Data, not 2G (`slow-2g`, `2g`); a browser that cannot tell allows it. */
export function connectionAllowsPrefetch(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? '');
}

/**
 * A `<link rel=prefetch>` in the head for each script and fetch the template holds (the HTTP cache
 * serves it to the held hint whatever mode that asks in); none once it was released (the scripts
 * are then asked for in earnest).
 */
export function prefetchHeldScripts(doc: Document): void {
  const held = doc.getElementById(AFTER_PAINT_TEMPLATE_ID) as HTMLTemplateElement | null;
  for (const el of held?.content.querySelectorAll('[href],[src]') ?? []) {
    const href = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
    doc.head.append(Object.assign(doc.createElement('link'), { rel: 'prefetch', href }));
  }
}

/** Once the page has loaded and the browser is idle (at most 2 s later), when the connection allows. */
export function prefetchWhenIdle(win: Window = window): void {
  if (!connectionAllowsPrefetch(win.navigator)) return;
  whenLoadedAndIdle(win, () => prefetchHeldScripts(win.document));
}
