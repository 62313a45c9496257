import {
  isValidElement,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import {
  openPart,
  openWaitingParts,
  openWhenIdle,
  PART_ATTRIBUTE,
  partMayWait,
  partSelector,
  waitingGate,
} from '../early/hydrationGates';

/** How far ahead of the viewport a part starts hydrating, so it is live as it scrolls in. */
const AHEAD_OF_VIEW = '200px';

/** The part's box: no box of its own in the layout (its children's boxes are the part's). */
const PART_STYLE = { display: 'contents' } as const;

/**
 * A part of a server-rendered page that hydrates after the page rather than with it: when it
 * comes near the viewport, at once when the shopper taps, types or focuses inside it (React
 * hydrates it for that event and then delivers the event), or when the browser is idle (one part
 * at a time). Until then its server markup stays on screen as it is (links work natively).
 * Elsewhere (a page the browser renders, a part mounted later, the server) the children render
 * as usual. Wrap parts below the first screen; keep their props stable (new props hydrate the
 * part at once).
 */
export function HydrateOnDemand({ children }: { children: ReactNode }) {
  const id = useId();
  // New children are on their way into the part, which React can only take in by hydrating it:
  // opened as this renders, before React reaches the part. The same element made again (its
  // parent rendered again with the same props) leaves it waiting, as React.memo would.
  const [first] = useState(children);
  const same = sameElement(children, first);
  if (!same) openPart(id);
  const shown = same ? first : children;
  useEffect(() => {
    if (!partMayWait(id)) return undefined;
    openWhenIdle(id);
    return watchVisibility(id);
  }, [id]);
  // The same boundary element while the children are the same: React then bails out on it, and
  // nothing reaches a waiting part (a new element would, and React could not take it in).
  return useMemo(
    () => (
      <Suspense fallback={<ServerCopy id={id} />}>
        <Gate id={id}>{shown}</Gate>
      </Suspense>
    ),
    [id, shown],
  );
}

/**
 * Opens every waiting part as `value` changes from what it first was, in the render that carries
 * the change: call it above the parts (or before them) with what they read from context, such as
 * the router's location, so a navigation hydrates them at once instead of waiting on them.
 */
export function useOpenPartsOnChange(value: unknown): void {
  const [first] = useState(value);
  if (value !== first) openWaitingParts();
}

/**
 * Whether two children are the same element made twice: type, key and props equal one by one
 * (an element among the props, such as `children`, compared the same way).
 */
function sameElement(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) {
    return false;
  }
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => sameElement(pa[k], pb[k]));
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const waiting = waitingGate(id);
  // A waiting part suspends: React keeps its server markup as it is meanwhile. Thrown rather
  // than `use`d: React expects a component that `use`d a promise to `use` one on every render.
  if (waiting) throw waiting;
  return (
    <div {...{ [PART_ATTRIBUTE]: id }} style={PART_STYLE}>
      {children}
    </div>
  );
}

/**
 * Opens the part as it nears the viewport (before or after React first tries to hydrate it: it
 * does so in a pass after the page's first commit).
 */
function watchVisibility(id: string): (() => void) | undefined {
  const box = document.querySelector(partSelector(id));
  if (!box || typeof IntersectionObserver === 'undefined') {
    openPart(id);
    return undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      openPart(id);
    },
    { rootMargin: AHEAD_OF_VIEW },
  );
  // The box has no layout box of its own to intersect: its children do.
  for (const child of Array.from(box.children)) observer.observe(child);
  return () => observer.disconnect();
}

/**
 * What shows if React gives up hydrating a waiting part (a change reached it through context) and
 * renders it afresh: a copy of the server's markup, taken before React removes it, so the page
 * never shows a hole. The part opens as this renders: an update held for it (a transition) goes
 * on, and the live part takes the copy's place.
 */
function ServerCopy({ id }: { id: string }) {
  openPart(id);
  const [copy] = useState(() => {
    const box = typeof document === 'undefined' ? null : document.querySelector(partSelector(id));
    return box ? Array.from(box.childNodes, (n) => n.cloneNode(true)) : [];
  });
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...copy);
  }, [copy]);
  return <div ref={ref} style={PART_STYLE} />;
}
