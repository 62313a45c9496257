import { act, renderHook } from '@testing-library/react';
import { TYPING_PAUSE_MS, useSearchBox } from './useSearchBox';

// The router at its load boundary: the address changes only when the test says it has, as a
// slow phone's transition lands after the shopper has typed on.
let address = new URLSearchParams();
const asked: string[] = [];
jest.mock('@store/shared/router', () => ({
  useSearchParams: () => [
    address,
    (next: Record<string, string>) => asked.push(next.searchterm ?? ''),
  ],
}));

function searchBox() {
  const hook = renderHook(() => useSearchBox());
  const input = document.createElement('input');
  hook.result.current.box.current = input;
  /** The shopper types `text` into the box (the input's own change, then React's onChange). */
  const type = (text: string) => {
    input.value += text;
    act(() => hook.result.current.edited(input.value));
  };
  /** The address lands on `term` (the box's own ask arriving, or back/forward). */
  const arrive = (term: string) => {
    address = new URLSearchParams(term ? { searchterm: term } : {});
    hook.rerender();
  };
  return { hook, input, type, arrive };
}

beforeEach(() => {
  jest.useFakeTimers();
  address = new URLSearchParams();
  asked.length = 0;
});
afterEach(() => jest.useRealTimers());

describe('useSearchBox: the box and the address', () => {
  it("the box's own terms arriving late never write over letters typed since", () => {
    const { hook, input, type, arrive } = searchBox();
    type('hood');
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    type('i');
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(asked).toEqual(['hood', 'hoodi']);
    arrive('hood');
    expect(input.value).toBe('hoodi');
    expect(hook.result.current.draft).toBe('hoodi');
    type('e');
    arrive('hoodi');
    expect(input.value).toBe('hoodie');
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(asked).toEqual(['hood', 'hoodi', 'hoodie']);
    arrive('hoodie');
    expect(input.value).toBe('hoodie');
    expect(hook.result.current.draft).toBe('hoodie');
  });

  it('back or forward to a term the box did not send shows it, and drops a search still waiting', () => {
    const { hook, input, type, arrive } = searchBox();
    type('tee');
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    arrive('tee');
    type('s');
    arrive('mug');
    expect(input.value).toBe('mug');
    expect(hook.result.current.draft).toBe('mug');
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(asked).toEqual(['tee']);
  });
});
