/** @jest-environment jsdom */
import { EARLY_ACTION_MARK } from '../telemetry/pageMarks';
import { startAfterPaint } from './afterPaint';

// Every action a shopper takes before the page is live leaves one EARLY_ACTION_MARK on the page's
// timeline, for the field vitals: presses kept for replay, boxes typed into, and what the browser
// does alone (a pick, a form posted). Once live, none.

const marks: string[] = [];

beforeAll(() => {
  // jsdom has no user timing: the mark is recorded here.
  Object.defineProperty(performance, 'mark', {
    configurable: true,
    value: (name: string) => void marks.push(name),
  });
});

beforeEach(() => {
  marks.length = 0;
  document.documentElement.removeAttribute('data-interactive');
});

afterEach(async () => {
  await goLive();
  document.body.innerHTML = '';
});

function serve(body: string) {
  document.body.innerHTML = `${body}<template id="store-after-paint"></template>`;
  startAfterPaint();
}

async function goLive() {
  document.documentElement.setAttribute('data-interactive', '');
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const $ = <T extends Element>(selector: string): T => document.querySelector<T>(selector)!;
const click = (el: Element) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const earlyActions = () => marks.filter((m) => m === EARLY_ACTION_MARK).length;

test('a press, a box typed into (once, however many letters) and a pick are three', () => {
  serve(`
    <button id="add">Add to cart</button>
    <input aria-label="Search" />
    <input type="radio" name="size" value="M" />`);
  click($('button'));
  const box = $<HTMLInputElement>('input[aria-label="Search"]');
  for (const text of ['h', 'ho', 'hoo']) {
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
  $<HTMLInputElement>('input[type=radio]').dispatchEvent(new Event('change', { bubbles: true }));
  expect(earlyActions()).toBe(3);
});

test('a form posted without script counts; a link does not (it leaves the page)', () => {
  serve(
    `<form action="/cart/add" method="post"><button>Add</button></form><a href="/cart">Cart</a>`,
  );
  const form = $<HTMLFormElement>('form');
  form.addEventListener('submit', (e) => e.preventDefault());
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const link = $('a');
  // jsdom cannot follow it; the browser would.
  link.addEventListener('click', (e) => e.preventDefault());
  click(link);
  expect(earlyActions()).toBe(1);
});

test('once the page is live nothing counts', async () => {
  serve('<button id="buy">Buy</button><select><option>A</option></select>');
  await goLive();
  click($('button'));
  $('select').dispatchEvent(new Event('change', { bubbles: true }));
  expect(earlyActions()).toBe(0);
});
