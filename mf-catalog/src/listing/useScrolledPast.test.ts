import { act, renderHook } from '@testing-library/react';
import { useScrolledPast } from './useScrolledPast';

// The listing's sticky add bar shows once its own Add to cart has scrolled away (SPEC §2).

/** An element whose box is where the page has it (jsdom lays nothing out). */
const boxAt = (bottom: number) => {
  const el = document.createElement('button');
  el.getBoundingClientRect = () => ({ bottom, top: bottom - 44 }) as DOMRect;
  return el;
};

/** The frame the measure waits for. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

test('already scrolled away as the listing goes live (the scroll that woke it is gone): true at once', async () => {
  const { result } = renderHook(() => useScrolledPast(boxAt(-200)));
  await nextFrame();
  expect(result.current).toBe(true);
});

test('still on screen: false, then true once a scroll takes it away', async () => {
  const el = boxAt(300);
  const { result } = renderHook(() => useScrolledPast(el));
  await nextFrame();
  expect(result.current).toBe(false);
  el.getBoundingClientRect = () => ({ bottom: -10, top: -54 }) as DOMRect;
  act(() => void window.dispatchEvent(new Event('scroll')));
  await nextFrame();
  expect(result.current).toBe(true);
});
