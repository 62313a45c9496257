/**
 * The shopper can tap before `store-after-paint.js` has arrived: it is a deferred file, and on a
 * slow or busy phone the page paints and takes taps hundreds of milliseconds before it runs. A
 * button that does nothing natively (a tab, a size guide) leaves no trace of such a tap, so it
 * would be lost. A few bytes inline in the page's head (`EARLY_CAPTURE_SCRIPT`, allowed by its
 * hash in the CSP) keep those events from the first byte; the after-paint script takes them
 * (`takeEarlyCaptured`) and handles them as if it had heard them itself, minus what the browser
 * already did with them (a link followed, a form posted). Nothing is held or prevented here: if
 * the after-paint script never comes, the page is the plain HTML it was.
 */

/** The window property the inline script leaves: a call that stops it and hands over its events. */
export const EARLY_CAPTURE_GLOBAL = 'storeEarly';

/**
 * What the after-paint script listens for (its intent events and what it keeps or marks), less
 * a pointer's moves: one is only a sign of intent, and a mouse still moving is heard again once
 * the script runs.
 */
export const EARLY_CAPTURE_EVENTS = [
  'click',
  'input',
  'change',
  'submit',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/** Only signs of intent, which may come by the dozen a second: the first of each is kept. */
export const ONCE_CAPTURED = ['wheel', 'scroll'] as const;

type CapturingWindow = Window & { [EARLY_CAPTURE_GLOBAL]?: () => Event[] };

/** The events the inline script kept, in order; it stops listening. None when it did not run. */
export function takeEarlyCaptured(win: Window | null): Event[] {
  return (win as CapturingWindow | null)?.[EARLY_CAPTURE_GLOBAL]?.() ?? [];
}
