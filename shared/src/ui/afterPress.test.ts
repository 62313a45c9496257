import { afterPress, HOLD_MS } from './afterPress';

const press = (type: string) => document.dispatchEvent(new Event(type, { bubbles: true }));

describe('afterPress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    press('pointerup');
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('runs the change at once when nothing is pressed', () => {
    const change = jest.fn();
    afterPress(document, change);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('holds the change during a press and runs it after the release, past its click', () => {
    const change = jest.fn();
    afterPress(document, () => undefined); // the watch begins before the press
    press('pointerdown');
    afterPress(document, change);
    afterPress(document, change);
    expect(change).not.toHaveBeenCalled();
    press('pointerup');
    // The click of the press comes in the same task as the release: the change after it.
    expect(change).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(change).toHaveBeenCalledTimes(2);
  });

  it('a cancelled press (a scroll took it) releases the change too', () => {
    const change = jest.fn();
    afterPress(document, () => undefined);
    press('pointerdown');
    afterPress(document, change);
    press('pointercancel');
    jest.advanceTimersByTime(0);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('a release the page never hears holds the change no longer than HOLD_MS', () => {
    const change = jest.fn();
    afterPress(document, () => undefined);
    press('pointerdown');
    afterPress(document, change);
    jest.advanceTimersByTime(HOLD_MS - 1);
    expect(change).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(change).toHaveBeenCalledTimes(1);
    // The press is over as far as the page knows: the next change runs at once.
    const next = jest.fn();
    afterPress(document, next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
