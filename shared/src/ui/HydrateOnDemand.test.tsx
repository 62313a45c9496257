import { act, createContext, startTransition, useContext, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateOnDemand } from './HydrateOnDemand';
import { beginPageHydration } from './hydrationGates';

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
  FakeObserver.all = [];
  renders = {};
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
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
  const seen: (string | null)[] = [];
  const watch = new MutationObserver(() =>
    seen.push(container.querySelector('[data-name="below"] button')?.textContent ?? null),
  );
  watch.observe(container, { subtree: true, childList: true, characterData: true });

  await act(async () => container.querySelector('button')!.click());
  watch.disconnect();
  expect(container.querySelector('[data-name="below"] button')?.textContent).toBe('Buy now');
  expect(seen).not.toContain(null);
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
  // The part's element never changes: only the context carries the change.
  const part = (
    <HydrateOnDemand>
      <Counted name="below">
        <Inner />
      </Counted>
    </HydrateOnDemand>
  );
  function Static() {
    return part;
  }
  await hydrateServerPage(<Changing />);
  expect(renders.below).toBeUndefined();
  const seen: (string | null)[] = [];
  const watch = new MutationObserver(() =>
    seen.push(container.querySelector('[data-name="below"] button')?.textContent ?? null),
  );
  watch.observe(container, { subtree: true, childList: true, characterData: true });

  await act(async () => container.querySelector('button')!.click());
  watch.disconnect();
  expect(container.querySelector('[data-name="below"] button')?.textContent).toBe('Buy now');
  expect(seen).not.toContain(null);
});
