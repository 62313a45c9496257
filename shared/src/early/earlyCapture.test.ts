/** @jest-environment jsdom */
import { startAfterPaint } from './afterPaint';
import { EARLY_CAPTURE_SCRIPT } from './captureScript';
import { EARLY_CAPTURE_GLOBAL, takeEarlyCaptured } from './earlyCapture';
import { HOLD_SUBMIT_BOUND_MS } from './pageIds';

// The page's first bytes keep what the shopper does until store-after-paint.js runs (a deferred
// file that may arrive well after the page painted), and that script handles it as if it had
// heard it: a tap on a button that does nothing natively is played onto the live page once, a
// pick or typing releases the page, and what the browser already did (a form posted) is not
// done again.

/** Whether the page's scripts were asked for (the template's content moved into the head). */
const released = () => document.getElementById('store-after-paint') === null;
const capturing = () => EARLY_CAPTURE_GLOBAL in window;
let sent: string[] = [];
let listening: AbortController;

/** The server's page as parsed so far: its inline capture has run, the after-paint script not. */
function paint(body: string) {
  document.body.innerHTML = `${body}<template id="store-after-paint" data-release="intent"></template>`;
  // The CSP allows this one inline script by its hash; here it is simply run.
  new Function(EARLY_CAPTURE_SCRIPT)();
}

async function goLive() {
  document.documentElement.setAttribute('data-interactive', '');
  await new Promise((resolve) => setTimeout(resolve, 20));
}

function $<T extends Element>(selector: string): T {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
}

beforeEach(() => {
  sent = [];
  listening = new AbortController();
  document.documentElement.removeAttribute('data-interactive');
  document.head.innerHTML = '';
  // The browser sending a form (jsdom sends nothing): what it already did before any script.
  document.addEventListener(
    'submit',
    (e) => {
      sent.push((e.target as HTMLFormElement).getAttribute('action') ?? '');
      e.preventDefault();
    },
    { signal: listening.signal },
  );
});

afterEach(async () => {
  listening.abort();
  takeEarlyCaptured(window);
  if (!document.documentElement.hasAttribute('data-interactive')) await goLive();
  document.body.innerHTML = '';
});

test('a tab tapped before the after-paint script arrived is played onto the live page, once', async () => {
  paint('<div role="tablist"><button role="tab" id="delivery-tab">Delivery Details</button></div>');
  $('#delivery-tab').dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(released()).toBe(false);

  startAfterPaint();
  // The tap was the shopper using the page: its scripts are asked for at once.
  expect(released()).toBe(true);
  expect(capturing()).toBe(false);

  // Hydration put its own tab in place of the server's.
  const live = $('#delivery-tab').cloneNode(true) as HTMLElement;
  $('#delivery-tab').replaceWith(live);
  let clicks = 0;
  live.addEventListener('click', () => clicks++);
  await goLive();
  expect(clicks).toBe(1);
});

test('a pick and typing before the script ran release the page; the text is told to the live page', async () => {
  paint(
    '<select name="quantity"><option value="1" selected>1</option><option value="more">10+</option></select>' +
      '<input id="email" name="email">',
  );
  const quantity = $<HTMLSelectElement>('select');
  quantity.value = 'more';
  quantity.dispatchEvent(new Event('input', { bubbles: true }));
  quantity.dispatchEvent(new Event('change', { bubbles: true }));
  const email = $<HTMLInputElement>('#email');
  email.value = 'sam@example.com';
  email.dispatchEvent(new Event('input', { bubbles: true }));

  startAfterPaint();
  expect(released()).toBe(true);

  const told: string[] = [];
  email.addEventListener('input', () => told.push(email.value));
  await goLive();
  expect(told).toEqual(['sam@example.com']);
  // The browser's pick stands as it is: the app adopts it on hydration.
  expect(quantity.value).toBe('more');
});

describe('a submit before the after-paint script arrived', () => {
  const forms =
    '<form action="/cart/add" method="post" data-hold><input type="hidden" name="sku" value="tee-m"><button>Add to cart</button></form>' +
    '<form method="post" aria-label="Delivery details"><input name="email" value="sam@example.com"><button>Deliver to this address</button></form>' +
    '<form action="/newsletter" method="post"><button>Sign up</button></form>';
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

  it.each(['Add to cart', 'Deliver to this address'])(
    '"%s", a form the live page answers, is held and played onto the live page once',
    async (name) => {
      paint(forms);
      button(name).click();
      button(name).click();
      expect(sent).toEqual([]);

      startAfterPaint();
      expect(released()).toBe(true);
      let clicks = 0;
      button(name).addEventListener('click', (e) => {
        clicks++;
        // The live page answers it in place.
        e.preventDefault();
      });
      await goLive();
      expect(clicks).toBe(1);
      expect(sent).toEqual([]);
    },
  );

  it('is sent as HTML, once, when the after-paint script has not come within the bound', () => {
    jest.useFakeTimers();
    try {
      paint(forms);
      button('Add to cart').click();
      jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS - 1);
      expect(sent).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(sent).toEqual(['/cart/add']);
      jest.advanceTimersByTime(HOLD_SUBMIT_BOUND_MS);
      expect(sent).toEqual(['/cart/add']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a form the store server answers in full goes as HTML at once, and is not played again', async () => {
    paint(forms);
    button('Sign up').click();
    expect(sent).toEqual(['/newsletter']);
    startAfterPaint();
    let clicks = 0;
    button('Sign up').addEventListener('click', () => clicks++);
    await goLive();
    expect(clicks).toBe(0);
    expect(sent).toEqual(['/newsletter']);
  });
});

test('stops at the take: later events are the after-paint script’s own, heard once', async () => {
  paint('<button id="size-guide">Size guide</button>');
  startAfterPaint();
  expect(takeEarlyCaptured(window)).toEqual([]);
  let clicks = 0;
  $('#size-guide').addEventListener('click', () => clicks++);
  $('#size-guide').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  // Held while the page is not live, then played once.
  expect(clicks).toBe(0);
  await goLive();
  expect(clicks).toBe(1);
});

test('signs of intent that repeat are kept once each: a page whose script never comes keeps a short list', () => {
  paint('<p>Painted</p>');
  for (let i = 0; i < 50; i++) {
    document.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('wheel', { bubbles: true }));
  }
  document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
  expect(takeEarlyCaptured(window).map((e) => e.type)).toEqual(['scroll', 'wheel', 'keydown']);
  expect(capturing()).toBe(false);
});

test('without the inline script (a page written before it) nothing is taken', () => {
  expect(takeEarlyCaptured(window)).toEqual([]);
  expect(takeEarlyCaptured(null)).toEqual([]);
});

describe("a tile link followed before store-page-view.js listens (the page's first bytes)", () => {
  const items = [
    { item_id: '5001', item_name: 'Tidepool Wave Tee', index: 0 },
    { item_id: '5002', item_name: 'Kelp Forest Hoodie', index: 1 },
  ];
  const grid = `<ul data-impressions='${JSON.stringify({ currency: 'USD', items })}'>
    <li><a href="#tee"><img alt="Tee"></a></li><li><a href="#hoodie">Kelp Forest Hoodie</a></li></ul>`;
  const w = window as unknown as { dataLayer?: unknown[]; storeTileClicks?: boolean };

  beforeEach(() => {
    delete w.dataLayer;
    delete w.storeTileClicks;
  });

  test('pushes its product-click from the grid, as the live grid would', () => {
    paint(grid);
    $<HTMLAnchorElement>('a[href="#hoodie"]').click();
    expect(w.dataLayer).toEqual([
      { event: 'product-click', ecommerce: { currency: 'USD', items: [items[1]] } },
    ]);
  });

  test('leaves it to store-page-view.js once that listens, and pushes nothing for unreadable data', () => {
    paint(grid);
    w.storeTileClicks = true;
    $<HTMLAnchorElement>('a[href="#tee"]').click();
    expect(w.dataLayer).toBeUndefined();
    delete w.storeTileClicks;
    document.querySelector('ul')!.setAttribute('data-impressions', '{not json');
    $<HTMLAnchorElement>('a[href="#tee"]').click();
    expect(w.dataLayer).toBeUndefined();
  });
});
