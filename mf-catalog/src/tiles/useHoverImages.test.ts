import { IMAGE_HOVER_CYCLE_MS } from '@store/shared';
import { act, renderHook } from '@testing-library/react';
import { useHoverImages } from './useHoverImages';

const IMAGES = ['front.jpg', 'back.jpg', 'side.jpg'];

/** A tile's box; `hovered`: the pointer is over it (jsdom has no pointer to match `:hover`). */
function tileBox(hovered: boolean): Element {
  const el = document.createElement('article');
  const matches = el.matches.bind(el);
  el.matches = (selector: string) => (selector === ':hover' ? hovered : matches(selector));
  return el;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('cycles every second while hovered, back to the first on leave', () => {
  const { result } = renderHook(() => useHoverImages(IMAGES));
  act(() => result.current.onMouseEnter());
  act(() => void jest.advanceTimersByTime(IMAGE_HOVER_CYCLE_MS));
  expect(result.current.src).toBe('back.jpg');
  act(() => result.current.onMouseLeave());
  expect(result.current.src).toBe('front.jpg');
});

test('a tile the pointer is already over as it mounts (it went live under it) cycles without an enter', () => {
  const { result } = renderHook(() => useHoverImages(IMAGES));
  act(() => result.current.ref(tileBox(true)));
  act(() => void jest.advanceTimersByTime(IMAGE_HOVER_CYCLE_MS));
  expect(result.current.src).toBe('back.jpg');
});

test('a tile mounted away from the pointer stays on its first image', () => {
  const { result } = renderHook(() => useHoverImages(IMAGES));
  act(() => result.current.ref(tileBox(false)));
  act(() => void jest.advanceTimersByTime(IMAGE_HOVER_CYCLE_MS * 3));
  expect(result.current.src).toBe('front.jpg');
});
