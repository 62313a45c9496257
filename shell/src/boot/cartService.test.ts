import { bus, EARLY_ACTION_MARK } from '@store/shared';
import { startCartServiceWhenNeeded } from './cartService';

/** A document at `path` (jsdom's own, its address changed through history). */
function at(path: string): Document {
  window.history.replaceState(null, '', path);
  return document;
}

describe('startCartServiceWhenNeeded', () => {
  let cancel: () => void = () => {};
  afterEach(() => {
    cancel();
    document.body.innerHTML = '';
  });

  it.each(['/cart', '/checkout/abc', '/checkout-complete/abc', '/thankyou'])(
    'starts it at once on %s (a page whose own code needs the cart)',
    (path) => {
      const start = jest.fn();
      cancel = startCartServiceWhenNeeded(start, at(path));
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it.each(['/', '/listing/tee', '/search', '/summer', '/support/contact'])(
    'on %s waits for the first tap, then starts it once',
    (path) => {
      const start = jest.fn();
      cancel = startCartServiceWhenNeeded(start, at(path));
      expect(start).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it.each(['pointerdown', 'touchstart', 'click'])('a %s outside a text field starts it', (type) => {
    document.body.innerHTML = '<button>Add to cart</button>';
    const start = jest.fn();
    cancel = startCartServiceWhenNeeded(start, at('/'));
    document.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  describe('an action on the server-rendered page before the shell ran (its mark)', () => {
    // jsdom's performance keeps no marks: the page's timeline as the after-paint script left it.
    const marks: string[] = [];
    const mark = (name: string) => marks.push(name);
    beforeAll(() =>
      Object.defineProperty(performance, 'getEntriesByName', {
        configurable: true,
        value: (name: string) => marks.filter((m) => m === name).map((m) => ({ name: m })),
      }),
    );
    afterEach(() => marks.splice(0));

    it('a press or a pick: fetched as the shell boots, started at the (replayed) tap', () => {
      document.body.innerHTML = '<button>Add to cart</button>';
      mark(EARLY_ACTION_MARK);
      const [start, preload] = [jest.fn(), jest.fn()];
      cancel = startCartServiceWhenNeeded(start, at('/listing/tee'), preload);
      expect(preload).toHaveBeenCalledTimes(1);
      expect(start).not.toHaveBeenCalled();
      document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(start).toHaveBeenCalledTimes(1);
    });

    it('typing (the box still has the focus): nothing fetched, as typing never starts it', () => {
      document.body.innerHTML = '<input aria-label="Search" type="search">';
      document.querySelector('input')!.focus();
      mark(EARLY_ACTION_MARK);
      const [start, preload] = [jest.fn(), jest.fn()];
      cancel = startCartServiceWhenNeeded(start, at('/search'), preload);
      expect(preload).not.toHaveBeenCalled();
      expect(start).not.toHaveBeenCalled();
    });

    it('no mark: nothing fetched, it waits for the first tap', () => {
      const [start, preload] = [jest.fn(), jest.fn()];
      cancel = startCartServiceWhenNeeded(start, at('/'), preload);
      expect(preload).not.toHaveBeenCalled();
      expect(start).not.toHaveBeenCalled();
    });
  });

  it('typing never starts it: a tap into a text field, keys, focus, input', () => {
    document.body.innerHTML =
      '<input aria-label="Search" type="search"><textarea aria-label="Note"></textarea><input type="radio" aria-label="Black">';
    const start = jest.fn();
    cancel = startCartServiceWhenNeeded(start, at('/search'));
    const [box, note] = [document.querySelector('input')!, document.querySelector('textarea')!];
    for (const field of [box, note]) {
      field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      field.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(start).not.toHaveBeenCalled();
    // A pick of a colour (a radio) is no typing: Add to cart may follow.
    document
      .querySelector('[type=radio]')!
      .dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it when a cart command asks for mf-cart, not for another remote', () => {
    const start = jest.fn();
    cancel = startCartServiceWhenNeeded(start, at('/listing/tee'));
    bus.emit('remote:preload', { remote: 'mf-checkout' });
    expect(start).not.toHaveBeenCalled();
    bus.emit('remote:preload', { remote: 'mf-cart' });
    bus.emit('remote:preload', { remote: 'mf-cart' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it starts nothing', () => {
    const start = jest.fn();
    startCartServiceWhenNeeded(start, at('/'))();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    bus.emit('remote:preload', { remote: 'mf-cart' });
    expect(start).not.toHaveBeenCalled();
  });
});
