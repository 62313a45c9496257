import { renderHook } from '@testing-library/react';
import { nextHeaderHidden, SCROLLED_BODY_CLASS, useHideOnScroll } from './useHideOnScroll';

describe('mobile header on scroll (SPEC §2 Header)', () => {
  const shown = { y: 0, hidden: false };

  it('hides on scroll down past 15 px, on mobile only', () => {
    expect(nextHeaderHidden(shown, 15, true)).toBe(false);
    expect(nextHeaderHidden(shown, 16, true)).toBe(true);
    expect(nextHeaderHidden(shown, 400, false)).toBe(false);
  });

  it('comes back on any scroll up, and near the top', () => {
    const gone = { y: 400, hidden: true };
    expect(nextHeaderHidden(gone, 399, true)).toBe(false);
    expect(nextHeaderHidden(gone, 400, true)).toBe(true);
    expect(nextHeaderHidden({ y: 30, hidden: true }, 10, true)).toBe(false);
  });
});

describe('a page the shopper scrolled before it was live', () => {
  const scrolledTo = (y: number) =>
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  afterEach(() => {
    scrolledTo(0);
    document.body.classList.remove(SCROLLED_BODY_CLASS);
  });

  it('is marked scrolled as it goes live, without another scroll', () => {
    scrolledTo(600);
    const { unmount } = renderHook(() => useHideOnScroll());
    expect(document.body.classList.contains(SCROLLED_BODY_CLASS)).toBe(true);
    unmount();
    expect(document.body.classList.contains(SCROLLED_BODY_CLASS)).toBe(false);
  });

  it('at the top, stays unmarked with the header shown', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);
    expect(document.body.classList.contains(SCROLLED_BODY_CLASS)).toBe(false);
  });
});
