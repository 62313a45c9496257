import { EARLY_ACTION_MARK, markPage } from '../telemetry/pageMarks';

/**
 * The gates of the parts of a server-rendered page that hydrate on demand (HydrateOnDemand), in
 * one registry per page. The shell says when it hydrates a server-rendered page; each part's gate
 * opens when the shopper needs the part. On globalThis (a versioned key) rather than in this
 * module: a remote built from other shared code runs its own copy of this module, and its parts
 * must still see the shell's hydration.
 */

/** The attribute on a part's box: its id, for the visibility watch and the fallback's copy. */
export const PART_ATTRIBUTE = 'data-hydrate-part';

/** Events that mean the shopper is using a part: it opens in the same task, before React. */
const INTENT_EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
  'input',
  'change',
  'submit',
] as const;

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

interface Registry {
  /** The shell hydrates a server-rendered page: its parts may wait (until another page). */
  hydrating: boolean;
  gates: Map<string, Gate>;
  listening: boolean;
  /** Parts to open when the browser is idle, in the order they mounted. */
  idle: string[];
  idleScheduled: boolean;
}

const KEY = Symbol.for('@store/shared/hydration-gates/v1');

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (holder[KEY] ??= {
    hydrating: false,
    gates: new Map(),
    listening: false,
    idle: [],
    idleScheduled: false,
  });
}

/** The shell, just before it hydrates a server-rendered page: its parts may wait from now. */
export function beginPageHydration(): void {
  const r = registry();
  r.hydrating = true;
  listenForIntent(r);
}

/**
 * What a part waits on until it is opened: a gate made as React first hydrates it (its server box
 * is in the document), or none. React hydrates a Suspense boundary in a pass of its own, after
 * the page's first commit, and renders a waiting part again after commits: only opening it lets
 * it hydrate. A part the browser mounts itself (no box yet: more tiles, another page) never waits.
 */
export function waitingGate(id: string): Promise<void> | null {
  if (typeof document === 'undefined') return null;
  const r = registry();
  let gate = r.gates.get(id);
  if (!gate && r.hydrating) {
    gate = newGate();
    if (!document.querySelector(partSelector(id))) gate.open();
    r.gates.set(id, gate);
  }
  return gate && !gate.opened ? gate.promise : null;
}

/** Whether the part may still be waiting: from the server's page, and not opened yet. */
export function partMayWait(id: string): boolean {
  const r = registry();
  const gate = r.gates.get(id);
  return r.hydrating && (gate === undefined || !gate.opened);
}

function newGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    opened: false,
    promise,
    open() {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** The box of the part `id` in the document. */
export function partSelector(id: string): string {
  return `[${PART_ATTRIBUTE}="${CSS.escape(id)}"]`;
}

/**
 * Lets a part hydrate (idempotent): React retries it when the gate's promise settles. A part
 * opened before React first tried it (seen at once) never waits.
 */
export function openPart(id: string): void {
  const r = registry();
  let gate = r.gates.get(id);
  if (!gate) {
    gate = newGate();
    r.gates.set(id, gate);
  }
  gate.open();
}

/**
 * Opens every part that still waits, before a change that reaches them through context (another
 * page): React cannot hydrate a waiting part with it, and would render the part afresh and hold
 * a transition (a navigation) until then.
 */
export function openWaitingParts(): void {
  const r = registry();
  // The server's page is gone: parts mounted from now on are the browser's.
  r.hydrating = false;
  for (const gate of r.gates.values()) gate.open();
}

/**
 * Opens the part when the browser is idle, one part per idle period in the order they were
 * queued: the page becomes wholly live in the background, each part's hydration a short task of
 * its own, never one long one, and never ahead of what the shopper does.
 */
export function openWhenIdle(id: string): void {
  const r = registry();
  r.idle.push(id);
  if (!r.idleScheduled) scheduleIdle(r);
}

function scheduleIdle(r: Registry): void {
  r.idleScheduled = true;
  const whenIdle =
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback
      : (run: () => void) => setTimeout(run, IDLE_FALLBACK_MS);
  whenIdle(() => {
    r.idleScheduled = false;
    for (let id = r.idle.shift(); id !== undefined; id = r.idle.shift()) {
      const waited = r.gates.get(id)?.opened === false;
      openPart(id);
      // One part's hydration per idle period; one React has not tried yet costs nothing now.
      if (waited) break;
    }
    if (r.idle.length) scheduleIdle(r);
  });
}

/** Where the browser cannot say when it is idle (Safari): a pause between parts instead. */
const IDLE_FALLBACK_MS = 100;

/**
 * One capture listener on the document for every part: it runs before React's own listener on
 * the root, so the part under a tap, a key or a focus is open by the time React hydrates it for
 * that event (React drops a discrete event on a part that cannot hydrate).
 */
function listenForIntent(r: Registry): void {
  if (r.listening || typeof document === 'undefined') return;
  r.listening = true;
  const onIntent = (event: Event) => {
    // Every part around the target: React hydrates from the outermost waiting one inwards.
    let node = event.target instanceof Element ? event.target : null;
    let waited = false;
    while (node) {
      const part = node.closest(`[${PART_ATTRIBUTE}]`);
      if (!part) break;
      const id = part.getAttribute(PART_ATTRIBUTE) ?? '';
      waited ||= r.gates.get(id)?.opened === false;
      openPart(id);
      node = part.parentElement;
    }
    // A press or a key on a part still waiting is an action ahead of it (field vitals); focus
    // alone (tabbing through) is not.
    if (waited && event.type !== 'focusin') markPage(EARLY_ACTION_MARK);
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
}
