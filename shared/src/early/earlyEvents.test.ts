/** @jest-environment jsdom */
import { startAfterPaint } from './afterPaint';
import { HOLD_SUBMIT_BOUND_MS, HOLD_SUBMIT_MORE_BOUNDS } from './pageIds';
import { markShellStarting } from './shellStarting';

// A form the live page answers better (Add to cart, quick add) is held when pressed before the
// page is live: played onto the live page once it is, sent as HTML once the bound passes without
// it, never both and never twice.

/** What reached the form: the live page's answer, or the browser sending it. */
let answered: string[] = [];
let listening: AbortController;
/** Whether the page's scripts were asked for (the template's content moved into the head). */
const released = () => document.getElementById('store-after-paint') === null;

beforeEach(() => {
  jest.useFakeTimers();
  answered = [];
  listening = new AbortController();
  document.documentElement.removeAttribute('data-interactive');
  markShellStarting(false);
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <form action="/cart/add" method="post" data-hold>
      <input type="hidden" name="sku" value="tee-m" />
      <button type="submit">Add to cart</button>
    </form>
    <form action="/newsletter" method="post"><button type="submit">Sign up</button></form>
    <template id="store-after-paint" data-release="intent"></template>`;
  // The browser's own sending, seen as the submit event it starts with (jsdom sends nothing).
  document.addEventListener(
    'submit',
    (e) => {
      answered.push(`sent:${(e.target as HTMLFormElement).action.replace(/^.*\/\/[^/]+/, '')}`);
      e.preventDefault();
    },
    { signal: listening.signal },
  );
  // The browser sending a copy (form.submit() fires no submit event; jsdom sends nothing).
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    const fields = new URLSearchParams(
      Array.from(new FormData(this), ([k, v]) => [k, String(v)]),
    ).toString();
    answered.push(`sent:${this.action.replace(/^.*\/\/[^/]+/, '')}?${fields}`);
  });
  startAfterPaint();
});

afterEach(async () => {
  listening.abort();
  jest.restoreAllMocks();
  document.documentElement.setAttribute('data-interactive', '');
  await Promise.resolve();
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const press = (name: string) => {
  const button = Array.from(document.querySelectorAll('button')).find(
    (b) => b.textContent === name,
  )!;
  button.click();
  return button;
};

/** The shell marks the page live; the live page's form answers a press itself. */
async function goLive() {
  const form = document.querySelector<HTMLFormElement>('form[data-hold]')!;
  form.addEventListener(
    'submit',
    (e) => {
      answered.push('live page');
      e.preventDefault();
      e.stopPropagation();
    },
    { capture: true },
  );
  document.documentElement.setAttribute('data-interactive', '');
  // The MutationObserver's callback, then the replay's task.
  await Promise.resolve();
  jest.advanceTimersByTime(0);
}

test('pressed before the page is live: held, the scripts asked for, then played onto the live page once', async () => {
  press('Add to cart');
  expect(answered).toEqual([]);
  expect(released()).toBe(true);
  await goLive();
  expect(answered).toEqual(['live page']);
  // The bound passing later sends nothing more.
  jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS);
  expect(answered).toEqual(['live page']);
});

test('not live within the bound: what the form held when pressed is sent as HTML, once, and not played when the page turns live', async () => {
  press('Add to cart');
  // Changed after the press: the press sends what was pressed.
  document.querySelector<HTMLInputElement>('input[name=sku]')!.value = 'tee-xl';
  jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS - 1);
  expect(answered).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(answered).toEqual(['sent:/cart/add?sku=tee-m']);
  await goLive();
  expect(answered).toEqual(['sent:/cart/add?sku=tee-m']);
});

test('the shell starting when the bound passes: waited for again, and the live page answers', async () => {
  press('Add to cart');
  // The shell's code came and it runs: only the main thread's work is left.
  markShellStarting(true);
  jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS * HOLD_SUBMIT_MORE_BOUNDS);
  expect(answered).toEqual([]);
  await goLive();
  expect(answered).toEqual(['live page']);
  jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS * 2);
  expect(answered).toEqual(['live page']);
});

test('the shell started, but not live by the last bound either: sent as HTML, once', async () => {
  press('Add to cart');
  markShellStarting(true);
  const last = (1 + HOLD_SUBMIT_MORE_BOUNDS) * HOLD_SUBMIT_BOUND_MS;
  jest.advanceTimersByTime(last - 1);
  expect(answered).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(answered).toEqual(['sent:/cart/add?sku=tee-m']);
  jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS * 2);
  await goLive();
  expect(answered).toEqual(['sent:/cart/add?sku=tee-m']);
});

test('a shell that cannot start: the held form goes at the next bound', () => {
  press('Add to cart');
  markShellStarting(true);
  jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS);
  expect(answered).toEqual([]);
  markShellStarting(false);
  jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS);
  expect(answered).toEqual(['sent:/cart/add?sku=tee-m']);
});

test('live, but the form is gone (its remote failed and a fallback took its place): sent as HTML', async () => {
  press('Add to cart');
  document.querySelector('form[data-hold]')!.remove();
  document.documentElement.setAttribute('data-interactive', '');
  await Promise.resolve();
  jest.advanceTimersByTime(0);
  expect(answered).toEqual(['sent:/cart/add?sku=tee-m']);
  jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS);
  expect(answered).toEqual(['sent:/cart/add?sku=tee-m']);
});

test('pressed twice while held: one action', async () => {
  press('Add to cart');
  press('Add to cart');
  await goLive();
  expect(answered).toEqual(['live page']);
});

test('a form without the mark is left to the browser', () => {
  press('Sign up');
  expect(answered).toEqual(['sent:/newsletter']);
});

test("the rest of a held press (pointer, focus) never reaches the page's app before it is live; after, it does", async () => {
  // The app's root, below the document: React listens there, and would hydrate the part under a
  // press inside it.
  const root = document.body;
  const heard: string[] = [];
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'touchstart', 'focusin'])
    root.addEventListener(type, (e) => heard.push(`${e.type}:${(e.target as Element).tagName}`), {
      capture: true,
      signal: listening.signal,
    });
  const add = Array.from(document.querySelectorAll('button')).find(
    (b) => b.textContent === 'Add to cart',
  )!;
  const signUp = Array.from(document.querySelectorAll('button')).find(
    (b) => b.textContent === 'Sign up',
  )!;
  const pressOn = (el: Element) => {
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'touchstart'])
      el.dispatchEvent(new Event(type, { bubbles: true }));
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  };
  pressOn(add);
  // A form the browser sends by itself is not held: its press goes on as the browser's.
  pressOn(signUp);
  expect(heard).toEqual([
    'pointerdown:BUTTON',
    'mousedown:BUTTON',
    'pointerup:BUTTON',
    'touchstart:BUTTON',
    'focusin:BUTTON',
  ]);
  heard.length = 0;
  await goLive();
  pressOn(add);
  expect(heard).toHaveLength(5);
});
