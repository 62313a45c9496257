/**
 * A change that moves or replaces what the shopper may be pressing (more tiles pushing the footer
 * down, a plain form giving way to the live one) waits while the shopper is pressing: a press whose target moves away before it is released clicks neither the control
 * pressed nor the one now under the finger (the browser sends the click to what the two share),
 * so the tap would be lost. The change runs once the press ends, after its click; at most
 * HOLD_MS after it was asked for (a long press, or a release the page never hears).
 */
export const HOLD_MS = 1000;

interface Presses {
  pressed: boolean;
  waiting: (() => void)[];
  timer: ReturnType<typeof setTimeout> | undefined;
  release(): void;
}

/** One watch per document, begun by the first list that needs it (in the browser only). */
const watches = new WeakMap<Document, Presses>();

/** Starts watching the document's presses; call it as the list mounts, before any press. */
export function watchPresses(doc: Document): Presses {
  const known = watches.get(doc);
  if (known) return known;
  const presses: Presses = {
    pressed: false,
    waiting: [],
    timer: undefined,
    release() {
      presses.pressed = false;
      clearTimeout(presses.timer);
      const run = presses.waiting;
      presses.waiting = [];
      // After the press's own click, which the browser sends in the same task as the release.
      if (run.length) setTimeout(() => run.forEach((change) => change()), 0);
    },
  };
  const options = { capture: true, passive: true } as const;
  doc.addEventListener('pointerdown', () => (presses.pressed = true), options);
  for (const type of ['pointerup', 'pointercancel', 'dragstart'] as const)
    doc.addEventListener(type, () => presses.release(), options);
  watches.set(doc, presses);
  return presses;
}

/** Runs `change` now, or when the press under way ends. */
export function afterPress(doc: Document, change: () => void): void {
  const presses = watchPresses(doc);
  if (!presses.pressed) {
    change();
    return;
  }
  presses.waiting.push(change);
  if (presses.waiting.length === 1) presses.timer = setTimeout(() => presses.release(), HOLD_MS);
}
