import { act, createContext, startTransition, useContext, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateOnDemand, useOpenPartsOnChange } from './HydrateOnDemand';
import { EARLY_ACTION_MARK } from '../telemetry/pageMarks';
import { beginPageHydration, openWaitingParts } from '../early/hydrationGates';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The browser's IntersectionObserver, which jsdom lacks: the test says when a part is in view.
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  /** Scrolls every watched box into view. */
  static showAll() {
    for (const o of FakeObserver.all)
      if (o.targets.length)
        o.callback(
          o.targets.map(
            (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
          ),
          o as unknown as IntersectionObserver,
        );
  }
}

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idleCallbacks: (() => void)[] = [];
async function idle() {
  const due = idleCallbacks;
  idleCallbacks = [];
  await act(async () => due.forEach((run) => run()));
}

/** Counts the renders of a part's inner component, the proof of whether it hydrated. */
let renders: Record<string, number> = {};
function Counted({ name, children }: { name: string; children?: ReactNode }) {
  renders[name] = (renders[name] ?? 0) + 1;
  return <div data-name={name}>{children}</div>;
}

function Page({ onBuy, label = 'Buy' }: { onBuy: () => void; label?: string }) {
  return (
    <>
      <Counted name="top" />
      <HydrateOnDemand>
        <Counted name="below">
          <button onClick={onBuy}>{label}</button>
        </Counted>
      </HydrateOnDemand>
    </>
  );
}

/** The part's button text after each DOM change while `act` runs (null: the part was gone). */
async function partTextThrough(action: () => void): Promise<(string | null)[]> {
  const text = () => container.querySelector('[data-name="below"] button')?.textContent ?? null;
  const seen: (string | null)[] = [];
  const watch = new MutationObserver(() => seen.push(text()));
  watch.observe(container, { subtree: true, childList: true, characterData: true });
  await act(async () => action());
  watch.disconnect();
  seen.push(text());
  return seen;
}

/** One part around `inner`, its element never changing: only context can reach it. */
function staticPart(inner: ReactNode) {
  const part = (
    <HydrateOnDemand>
      <Counted name="below">{inner}</Counted>
    </HydrateOnDemand>
  );
  return function Static() {
    return part;
  };
}

let prefix = 0;
let container: HTMLElement;
let root: Root | null = null;

/** The server's markup in the document, then the shell's hydration of it. */
async function hydrateServerPage(ui: ReactNode): Promise<string> {
  const identifierPrefix = `t${++prefix}-`;
  container.innerHTML = renderToString(ui, { identifierPrefix });
  renders = {};
  beginPageHydration();
  await act(async () => {
    root = hydrateRoot(container, ui, { identifierPrefix });
  });
  return identifierPrefix;
}

beforeEach(() => {
  idleCallbacks = [];
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) =>
    idleCallbacks.push(run);
  FakeObserver.all = [];
  renders = {};
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  // The page is left: its parts open, and the idle work it queued runs out (one registry a page).
  openWaitingParts();
  while (idleCallbacks.length) await idle();
  act(() => root?.unmount());
  root = null;
  container.remove();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
});

it('the server renders the part with the page', () => {
  const html = renderToString(<Page onBuy={() => {}} />);
  expect(html).toContain('<button>Buy</button>');
  expect(html).toContain('data-hydrate-part');
});

it('a part keeps its server markup and waits while the page hydrates, until it nears the view', async () => {
  await hydrateServerPage(<Page onBuy={() => {}} />);
  expect(renders).toEqual({ top: 1 });
  expect(container.querySelector('button')?.textContent).toBe('Buy');

  await act(async () => FakeObserver.showAll());
  expect(renders.below).toBe(1);
  expect(container.querySelectorAll('button')).toHaveLength(1);
});

it('a tap inside a waiting part hydrates it and reaches its handler', async () => {
  const onBuy = jest.fn();
  await hydrateServerPage(<Page onBuy={onBuy} />);
  expect(renders.below).toBeUndefined();

  await act(async () => container.querySelector('button')!.click());
  expect(onBuy).toHaveBeenCalledTimes(1);
  expect(renders.below).toBe(1);
});

it('a tap on a waiting part is an early action for the field vitals; focus alone is not', async () => {
  const marks: string[] = [];
  // jsdom has no user timing: the marks are recorded here.
  Object.defineProperty(performance, 'mark', {
    configurable: true,
    value: (name: string) => void marks.push(name),
  });
  await hydrateServerPage(<Page onBuy={() => {}} />);
  await act(async () => container.querySelector('button')!.click());
  expect(marks).toEqual([EARLY_ACTION_MARK]);

  act(() => root?.unmount());
  marks.length = 0;
  await hydrateServerPage(<Page onBuy={() => {}} />);
  const button = container.querySelector('button')!;
  // Tabbing onto it opens the part; the press that follows finds it live.
  await act(async () => button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await act(async () => button.click());
  expect(marks).toEqual([]);
});

it('new props reaching a waiting part hydrate it with them, its markup never gone', async () => {
  function Changing() {
    const [label, setLabel] = useState('Buy');
    return (
      <>
        <button onClick={() => setLabel('Buy now')}>Change</button>
        <Page onBuy={() => {}} label={label} />
      </>
    );
  }
  await hydrateServerPage(<Changing />);
  const seen = await partTextThrough(() => container.querySelector('button')!.click());
  expect(seen.at(-1)).toBe('Buy now');
  expect(seen).not.toContain(null);
});

it('its parent rendering again with the same props leaves a waiting part as the server wrote it', async () => {
  const onBuy = () => {};
  function Parent() {
    const [count, setCount] = useState(0);
    return (
      <>
        <button onClick={() => setCount(count + 1)}>{`Again ${count}`}</button>
        <Page onBuy={onBuy} />
      </>
    );
  }
  await hydrateServerPage(<Parent />);
  const buy = container.querySelectorAll('button')[1];
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('button')?.textContent).toBe('Again 1');
  expect(renders.below).toBeUndefined();
  expect(container.querySelectorAll('button')[1]).toBe(buy);
});

it('a page the browser renders itself shows its parts at once', async () => {
  beginPageHydration();
  await act(async () => {
    root = createRoot(container);
    root.render(<Page onBuy={() => {}} />);
  });
  expect(renders.below).toBe(1);
  expect(container.querySelector('button')?.textContent).toBe('Buy');
});

it('without IntersectionObserver a part hydrates right after the page', async () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  await hydrateServerPage(<Page onBuy={() => {}} />);
  expect(renders.below).toBe(1);
});

it('a context change reaching a waiting part shows its markup until it renders live', async () => {
  const Label = createContext('Buy');
  function Inner() {
    return <button>{useContext(Label)}</button>;
  }
  function Changing() {
    const [label, setLabel] = useState('Buy');
    return (
      <Label.Provider value={label}>
        <button onClick={() => startTransition(() => setLabel('Buy now'))}>Change</button>
        <Static />
      </Label.Provider>
    );
  }
  const Static = staticPart(<Inner />);
  await hydrateServerPage(<Changing />);
  expect(renders.below).toBeUndefined();
  const seen = await partTextThrough(() => container.querySelector('button')!.click());
  expect(seen.at(-1)).toBe('Buy now');
  expect(seen).not.toContain(null);
});

it('the browser idle, waiting parts hydrate one per idle period, in order', async () => {
  await hydrateServerPage(
    <>
      <HydrateOnDemand>
        <Counted name="first" />
      </HydrateOnDemand>
      <HydrateOnDemand>
        <Counted name="second" />
      </HydrateOnDemand>
    </>,
  );
  expect(renders).toEqual({});
  await idle();
  expect(renders).toEqual({ first: 1 });
  await idle();
  expect(renders).toEqual({ first: 1, second: 1 });
});

it('a navigation (a context change the page follows) hydrates waiting parts in place', async () => {
  const Place = createContext('/');
  function Inner() {
    return <a href={useContext(Place)}>Here</a>;
  }
  const Static = staticPart(<Inner />);
  function Follows() {
    useOpenPartsOnChange(useContext(Place));
    return null;
  }
  function Navigating() {
    const [place, setPlace] = useState('/');
    return (
      <Place.Provider value={place}>
        <Follows />
        <button onClick={() => startTransition(() => setPlace('/next'))}>Go</button>
        <Static />
      </Place.Provider>
    );
  }
  await hydrateServerPage(<Navigating />);
  const link = container.querySelector('a');
  expect(renders.below).toBeUndefined();

  await act(async () => container.querySelector('button')!.click());
  // Hydrated, not rendered afresh: the server's element is the live one, with the new address.
  expect(container.querySelector('a')).toBe(link);
  expect(link?.getAttribute('href')).toBe('/next');
});
