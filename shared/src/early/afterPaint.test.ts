/** @jest-environment jsdom */
import { startAfterPaint } from './afterPaint';

// The after-paint script keeps what the shopper did before the page was live (button presses,
// typing) and plays it again, in order, onto the element that then stands in the same place,
// found by a stable key: hydration may have replaced the one that was touched.

const errors: unknown[] = [];
const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);

/** A server-rendered body with its held-back scripts (none here), then the script run on it. */
function serve(body: string) {
  document.body.innerHTML = `${body}<template id="store-after-paint"></template>`;
  startAfterPaint();
}

const live = () => document.documentElement.hasAttribute('data-interactive');

/** As the shell does once hydrated; the script replays on the next task. */
async function goLive() {
  document.documentElement.setAttribute('data-interactive', '');
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A tap: true when its default was left alone. */
const press = (el: Element) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** Typing, as the browser reports it: the box's value, then an input event. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What hydration does when it throws the server's element away: a fresh one in its place. */
function replace<T extends Element>(el: T): T {
  const fresh = el.cloneNode(true) as T;
  el.replaceWith(fresh);
  return fresh;
}

function $<T extends Element>(selector: string): T {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
}

/** Clicks reaching each element, by name. */
function countClicks(...els: Element[]) {
  const counts = new Map<Element, number>();
  for (const el of els) {
    counts.set(el, 0);
    el.addEventListener('click', () => counts.set(el, (counts.get(el) ?? 0) + 1));
  }
  return (el: Element) => counts.get(el);
}

beforeEach(() => {
  errors.length = 0;
  window.addEventListener('error', onError);
  document.documentElement.removeAttribute('data-interactive');
});

afterEach(async () => {
  // A script left waiting would catch the next test's clicks.
  if (!live()) await goLive();
  window.removeEventListener('error', onError);
  document.body.innerHTML = '';
});

describe('after-paint replay', () => {
  it('presses again the button hydration put in place of the one tapped', async () => {
    serve('<main><button id="add-mug">Add to cart</button></main>');
    const before = $('button');
    expect(press(before)).toBe(false);

    const after = replace(before);
    const clicks = countClicks(before, after);
    await goLive();

    expect(after).not.toBe(before);
    expect(clicks(after)).toBe(1);
    expect(clicks(before)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('presses again the same button when hydration kept it', async () => {
    serve('<button id="wishlist">Save</button>');
    const button = $('button');
    const clicks = countClicks(button);
    expect(press(button)).toBe(false);
    expect(clicks(button)).toBe(0);

    await goLive();
    expect(clicks(button)).toBe(1);
  });

  it('keeps every press, and plays them in the order they happened', async () => {
    serve(`
      <button id="size-m">M</button>
      <button aria-label="More">+</button>
      <div role="button" tabindex="0">Add to cart</div>`);
    const log: string[] = [];
    const [size, more, add] = [...document.querySelectorAll('button, [role=button]')];
    press(add!);
    press(size!);
    press(more!);
    press(more!);

    for (const el of [size!, more!, add!]) {
      replace(el).addEventListener('click', (e) => log.push((e.target as Element).textContent!));
    }
    await goLive();
    expect(log).toEqual(['Add to cart', 'M', '+', '+']);
  });

  it('plays presses and typing in one order', async () => {
    serve(`
      <form id="search"><input name="q"><button name="go" value="1">Search</button></form>
      <textarea aria-label="Note"></textarea>`);
    const log: string[] = [];
    type($<HTMLTextAreaElement>('textarea'), 'gift');
    press($('button'));
    type($<HTMLInputElement>('input'), 'mug');

    for (const el of [$('textarea'), $('input'), $('button')]) replace(el);
    document.addEventListener('input', (e) =>
      log.push(`typed ${(e.target as HTMLInputElement).value}`),
    );
    $('button').addEventListener('click', (e) => {
      e.preventDefault(); // jsdom does not submit forms
      log.push('pressed');
    });
    await goLive();
    expect(log).toEqual(['typed gift', 'pressed', 'typed mug']);
  });

  it('presses the same one of several alike buttons (its place among equal keys)', async () => {
    serve(`
      <ul>
        <li><button>Add to cart</button></li>
        <li><button>Add to cart</button></li>
        <li><button>Add to cart</button></li>
      </ul>`);
    press(document.querySelectorAll('button')[1]!);
    const fresh = [...document.querySelectorAll('button')].map((b) => replace(b));
    const clicks = countClicks(...fresh);

    await goLive();
    expect(fresh.map(clicks)).toEqual([0, 1, 0]);
  });

  it('retypes what was typed into a box hydration replaced, once, with its final text', async () => {
    serve('<form id="search"><input name="q" type="search"></form>');
    const before = $<HTMLInputElement>('input');
    type(before, 'blue');
    type(before, 'blue m');
    type(before, 'blue mug');

    const after = replace(before);
    after.value = ''; // rendered from the app's state, which never saw the typing
    const seen: [EventTarget | null, string][] = [];
    document.addEventListener('input', (e) =>
      seen.push([e.target, (e.target as HTMLInputElement).value]),
    );
    await goLive();

    expect(seen).toEqual([[after, 'blue mug']]);
    expect(after.value).toBe('blue mug');
  });

  it('retypes a kept box with its text as the page went live', async () => {
    serve('<input id="email" type="email">');
    const field = $<HTMLInputElement>('input');
    type(field, 'ann@example');
    field.value = 'ann@example.com'; // autofill, say: no input event
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));

    await goLive();
    expect(seen).toEqual(['ann@example.com']);
  });

  it('retypes a kept box with what it holds when replayed, letters typed as it went live too', async () => {
    serve('<input name="searchterm" type="search">');
    const field = $<HTMLInputElement>('input');
    type(field, 'hoodi');
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));
    // The page goes live, and the shopper's next letter lands before the replay's task.
    document.documentElement.setAttribute('data-interactive', '');
    await Promise.resolve();
    type(field, 'hoodie');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['hoodie', 'hoodie']);
    expect(field.value).toBe('hoodie');
  });

  it("keeps a box emptied as the page went live empty: the later edit is the shopper's", async () => {
    serve('<input id="first-name" name="firstName">');
    const field = $<HTMLInputElement>('input');
    type(field, 'Ada');
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));
    document.documentElement.setAttribute('data-interactive', '');
    await Promise.resolve();
    type(field, '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['', '']);
    expect(field.value).toBe('');
  });

  it('leaves radios, checkboxes and selects to their native state', async () => {
    serve(`
      <input type="checkbox" name="gift"><input type="radio" name="size" value="m">
      <select name="qty"><option>1</option><option>2</option></select>`);
    const select = $<HTMLSelectElement>('select');
    select.value = '2';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    const checkbox = $<HTMLInputElement>('[type=checkbox]');
    expect(press(checkbox)).toBe(true);
    expect(checkbox.checked).toBe(true);

    const seen: Event[] = [];
    document.addEventListener('input', (e) => seen.push(e));
    document.addEventListener('click', (e) => seen.push(e));
    await goLive();
    expect(seen).toEqual([]);
  });

  it('leaves a button of a form with an action to the browser', async () => {
    serve('<form action="/search"><input name="q"><button>Search</button></form>');
    const button = $('button');
    const prevented: boolean[] = [];
    button.addEventListener('click', (e) => {
      prevented.push(e.defaultPrevented);
      e.preventDefault(); // jsdom does not submit forms
    });
    press(button);
    expect(prevented).toEqual([false]);

    await goLive();
    expect(prevented).toEqual([false]);
  });

  it('keeps the press of a plain button inside a form with an action', async () => {
    serve(`
      <form action="/cart/add" method="post">
        <button type="button" id="size-guide">Size guide</button>
        <button>Add to cart</button>
      </form>`);
    const guide = $('#size-guide');
    expect(press(guide)).toBe(false);

    const after = replace(guide);
    const clicks = countClicks(after);
    await goLive();
    expect(clicks(after)).toBe(1);
  });

  it('drops a press with nothing in its place, and still plays the others', async () => {
    serve(`
      <button id="promo">Claim</button>
      <button>Close</button>
      <button id="checkout">Checkout</button>`);
    const [promo, close, checkout] = [...document.querySelectorAll('button')];
    press(promo!);
    press(close!); // a key made of its text, which hydration changes
    press(checkout!);

    promo!.remove();
    const closed = replace(close!);
    closed.textContent = 'Dismiss';
    const after = replace(checkout!);
    const clicks = countClicks(closed, after);
    await goLive();

    expect(clicks(closed)).toBe(0);
    expect(clicks(after)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('does nothing once the page is live', async () => {
    serve('<button id="buy">Buy</button>');
    await goLive();
    const button = $('button');
    const clicks = countClicks(button);
    expect(press(button)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clicks(button)).toBe(1);
  });
});

describe('after-paint release', () => {
  const held =
    '<link rel="preload" as="script" href="/boot.1a2b.js"><script src="/main.js"></script>';

  it("moves the held hints and entry into the head at the shopper's first touch, once", () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<p>Painted</p><template id="store-after-paint">${held}</template>`;
    startAfterPaint();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));

    expect(document.getElementById('store-after-paint')).toBeNull();
    expect(
      document.head.querySelectorAll('link[rel="preload"][href="/boot.1a2b.js"]'),
    ).toHaveLength(1);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    // Made, not cloned (a cloned script would not run), and in order like defer.
    expect(scripts[0]?.getAttribute('src')).toBe('/main.js');
    expect(scripts[0]?.async).toBe(false);
  });

  /** A page whose scripts wait for the shopper (`data-release="intent"`), served at `address`. */
  function serveOnIntent(address: string, painted = '<p>Painted</p>') {
    window.history.replaceState(null, '', address);
    document.head.innerHTML = '';
    document.body.innerHTML = `${painted}<template id="store-after-paint" data-release="intent">${held}</template>`;
    startAfterPaint();
  }
  /** A pointer moving by (x, y) since its last event. */
  const pointerMove = (movementX: number, movementY: number) =>
    Object.assign(new Event('pointermove', { bubbles: true }), { movementX, movementY });
  const released = () => document.getElementById('store-after-paint') === null;
  const frames = (n: number) => new Promise((resolve) => setTimeout(resolve, n * 20));

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    // A template still held would be released into the next test's head by its first touch.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.head.innerHTML = '';
  });

  it('releases a painted page after its first frame', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<p>Painted</p><template id="store-after-paint">${held}</template>`;
    startAfterPaint();
    await frames(3);
    expect(released()).toBe(true);
  });

  it('holds an intent page after paint and releases it when a pointer moves over it', async () => {
    serveOnIntent('/listing/tidepool-wave-tee?variation=2');
    await frames(3);
    expect(released()).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);

    // The browser's own move of a still pointer (a layout change under it) is not the shopper's.
    document.body.dispatchEvent(pointerMove(0, 0));
    expect(released()).toBe(false);

    document.body.dispatchEvent(pointerMove(4, -2));
    expect(released()).toBe(true);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it.each(['touchstart', 'keydown', 'focusin', 'wheel', 'pointerdown', 'scroll', 'input'])(
    'releases an intent page at the first %s',
    (type) => {
      serveOnIntent('/');
      expect(released()).toBe(false);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(released()).toBe(true);
    },
  );

  it.each([
    ['a preview', '/#preview=abc.def'],
    ['an access code', '/?accessCode=ABC123'],
    ["an affiliate's link", '/listing/tee?aid=partner-7'],
    ['a TikTok visit', '/?utm_source=TTEC'],
  ])('releases an intent page at once for %s (only the shell does it)', (_what, address) => {
    serveOnIntent(address);
    expect(released()).toBe(true);
  });

  it("holds an intent page when its own autofocus focuses a box; the shopper's key releases it", () => {
    serveOnIntent('/search');
    document.body.insertAdjacentHTML('afterbegin', '<input autofocus name="searchterm">');
    const box = $<HTMLInputElement>('input[name="searchterm"]');
    box.focus();
    expect(released()).toBe(false);
    box.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(released()).toBe(true);
  });

  it('releases an intent page when the shopper moves the focus', () => {
    serveOnIntent('/');
    document.body.insertAdjacentHTML('afterbegin', '<a href="/apparel">Apparel</a>');
    $<HTMLAnchorElement>('a').focus();
    expect(released()).toBe(true);
  });

  it('releases an intent page after paint when a part of it needs script to act untouched', async () => {
    serveOnIntent('/cart', '<div data-needs-script><p>Cart</p></div>');
    // Not at once: the painted cart shows first, as on any page released after paint.
    expect(released()).toBe(false);
    await frames(3);
    expect(released()).toBe(true);
  });

  it('holds an intent page whose address asks nothing of the shell', () => {
    serveOnIntent('/search?searchterm=tee&utm_source=newsletter');
    expect(released()).toBe(false);
  });

  it('does nothing on a page without the template (a frame page loads its scripts itself)', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<p>Cart</p>';
    startAfterPaint();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.head.childNodes).toHaveLength(0);
  });
});
