import { EARLY_ACTION_MARK, markPage } from '../telemetry/pageMarks';
import {
  HOLD_SUBMIT_ATTRIBUTE,
  HOLD_SUBMIT_BOUND_MS,
  HOLD_SUBMIT_MORE_BOUNDS,
  INTERACTIVE_ATTRIBUTE,
  SHELL_STARTING_ATTRIBUTE,
} from './pageIds';
import { whenLive } from './whenLive';

// What the shopper does before a server-rendered page is live, kept and played onto it once it is
// (startAfterPaint's doc comment says which events and how they are found again).

const BUTTONS = 'button,[role=button],[type=submit],[type=button]';
/** A press's events, each of which React would hydrate the part under for (its click last). */
const PRESS_PARTS = 'pointerdown pointerup mousedown mouseup touchstart touchend focusin click';

type Field = HTMLInputElement | HTMLTextAreaElement;

interface Kept {
  el: HTMLElement;
  press: boolean;
  key: string;
  /** Its position among the elements with the same key. */
  nth: number;
  /** Typing: the box's text. */
  text?: string;
  /** A held submit: sends what its form held when pressed, as the browser would have. */
  send?: () => void;
}

const attr = (node: Element | null | undefined, name: string) => node?.getAttribute(name) ?? '';

/**
 * Where an element stands, read alike on its replacement: its `id`, else tag and `name` (and a
 * button's `value`) with its form's `action`/`id`/`name`, else tag and `aria-label`, else a
 * button's tag and text; '' when it has none of them.
 */
function keyOf(el: Element, press: boolean): string {
  const tag = `${el.tagName}|`;
  if (attr(el, 'id')) return `#${attr(el, 'id')}`;
  if (attr(el, 'name')) {
    const form = 'form' in el ? (el.form as HTMLFormElement | null) : null;
    const value = press ? attr(el, 'value') : '';
    const where = [attr(form, 'action'), attr(form, 'id'), attr(form, 'name')].join('|');
    return `n${tag}${attr(el, 'name')}|${value}|${where}`;
  }
  if (attr(el, 'aria-label')) return `l${tag}${attr(el, 'aria-label')}`;
  const text = press ? el.textContent.trim() : '';
  return text ? `t${tag}${text}` : '';
}

function sameKey(doc: Document, press: boolean, key: string): HTMLElement[] {
  const all = doc.querySelectorAll<HTMLElement>(press ? BUTTONS : 'input,textarea');
  return [...all].filter((el) => keyOf(el, press) === key);
}

const typable = (node: EventTarget | null): node is Field =>
  (node instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(node.type)) ||
  node instanceof HTMLTextAreaElement;

/**
 * What was typed before hydration is in the box but not in the page's state: told again as an
 * edit. The value is set to '' through React's tracker on the element, then the text past it with
 * the prototype's setter, so the input event reads as a change.
 */
function retype(field: Field, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setter) return;
  field.value = '';
  setter.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Keeps presses and typing until the page is live, then plays them again in order. Returns what
 * takes the events heard before this script ran (earlyCapture.ts), in their order.
 */
export function keepEarlyEvents(doc: Document, release: () => void): (early: Event[]) => void {
  const root = doc.documentElement;
  const live = () => root.hasAttribute(INTERACTIVE_ATTRIBUTE);
  let queue: Kept[] = [];
  const keep = (el: HTMLElement, press: boolean): Kept => {
    const key = keyOf(el, press);
    // (Its `nth` is read only when it has a key: replay finds a keyless element by no other.)
    const entry = { el, press, key, nth: sameKey(doc, press, key).indexOf(el) };
    queue.push(entry);
    markPage(EARLY_ACTION_MARK);
    return entry;
  };
  const onClick = (event: Event) => {
    if (live() || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(BUTTONS);
    if (!control || control.closest('a[href]')) return;
    const { type, form } = control as HTMLButtonElement;
    const held = type === 'submit' && form?.hasAttribute(HOLD_SUBMIT_ATTRIBUTE);
    // Heard late (earlyCapture.ts), the same rule holds: what the capture held is held still,
    // the browser has sent the rest.
    if (type === 'submit' && form?.hasAttribute('action') && !held) return;
    // The rest of a kept press (its pointer, its focus) never reaches the page's app either: on a
    // page still hydrating, React would finish hydrating the part under it inside the press
    // (about 300 ms at 4x CPU on a listing: the shopper's INP) for a click played later anyway.
    event.stopPropagation();
    if (event.type !== 'click') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A held submit pressed again while it waits is the same action.
    if (held && queue.some((e) => e.el === control)) return;
    const entry = keep(control, true);
    release();
    // Never lost, never done twice: sent as the HTML would have sent it once the bound passes
    // with the page not live, and then no longer played onto it.
    if (held && form) {
      entry.send = sender(doc, form);
      const bound = (more: number) =>
        setTimeout(() => {
          // Gone from the queue: played (going live empties it before any timer runs).
          const at = queue.indexOf(entry);
          if (at < 0) return;
          // The shell runs already: its answer is near (pageIds.ts), so it is waited for again.
          if (more && root.hasAttribute(SHELL_STARTING_ATTRIBUTE)) return bound(more - 1);
          queue.splice(at, 1);
          entry.send?.();
        }, HOLD_SUBMIT_BOUND_MS);
      bound(HOLD_SUBMIT_MORE_BOUNDS);
    }
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (live() || !typable(field)) return;
    const entry = queue.find((e) => e.el === field) ?? keep(field, false);
    entry.text = field.value;
  };
  // What the browser does by itself (a radio, checkbox or select picked, a form posted) is not
  // kept, but it is an action before the page was live all the same.
  const onNative = (event: Event) => {
    // A select's type is `select-one` or `select-multiple`.
    const picked = /^(checkbox|radio|select)/.test((event.target as HTMLInputElement).type);
    if (!live() && (event.type === 'submit' || picked)) markPage(EARLY_ACTION_MARK);
  };
  const listeners: [string, (event: Event) => void][] = [
    ...PRESS_PARTS.split(' ').map((type): [string, typeof onClick] => [type, onClick]),
    ['input', onInput],
    ['change', onNative],
    ['submit', onNative],
  ];
  for (const [type, on] of listeners) doc.addEventListener(type, on, true);
  whenLive(() => {
    for (const [type, on] of listeners) doc.removeEventListener(type, on, true);
    const events = queue;
    queue = [];
    // The text as the page goes live: the box's own, else the last seen.
    for (const entry of events) {
      if (!entry.press && entry.el.isConnected && typable(entry.el)) entry.text = entry.el.value;
    }
    setTimeout(() => replay(doc, events), 0);
  }, doc);
  return (early) => {
    for (const event of early)
      for (const [type, on] of listeners) if (type === event.type) on(event);
  };
}

function replay(doc: Document, events: Kept[]): void {
  for (const entry of events) {
    const el = entry.el.isConnected
      ? entry.el
      : entry.key
        ? sameKey(doc, entry.press, entry.key)[entry.nth]
        : undefined;
    // A held form whose part the live page could not show (its remote failed): sent as HTML.
    if (!el) entry.send?.();
    else if (entry.press) el.click();
    // The box still there holds what was typed since, too: its text now, not at go-live.
    else if (typable(el)) retype(el, el === entry.el ? el.value : (entry.text ?? ''));
  }
}

/**
 * Sends later what `form` holds now, as the browser would have sent it: a copy posted natively
 * (no submit event: nothing of the page's answers it), so it goes even once the form is gone.
 */
function sender(doc: Document, form: HTMLFormElement): () => void {
  const data = [...new FormData(form)];
  const { action, method } = form;
  return () => {
    const copy = doc.createElement('form');
    Object.assign(copy, { action, method });
    // Text fields only: these forms hold no file.
    for (const [name, value] of data)
      copy.append(Object.assign(doc.createElement('input'), { type: 'hidden', name, value }));
    doc.body.append(copy);
    copy.submit();
  };
}
