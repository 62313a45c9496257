import { act } from '@testing-library/react';

/**
 * jsdom has no layout and no matchMedia: this one answers `(width < Npx)` / `(width >= Npx)`
 * queries for a window `width` px wide, and `resize` tells every listener, as a browser does when
 * a phone turns. Restore with `restore()` (afterEach).
 */
export function fakeViewport(width: number) {
  const original = window.matchMedia;
  let current = width;
  const listeners = new Set<() => void>();
  const answer = (query: string) => {
    const m = /\(width\s*(<|>=)\s*(\d+)px\)/.exec(query);
    if (!m) return false;
    return m[1] === '<' ? current < Number(m[2]) : current >= Number(m[2]);
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return answer(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    addListener: (fn: () => void) => listeners.add(fn),
    removeListener: (fn: () => void) => listeners.delete(fn),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      act(() => listeners.forEach((fn) => fn()));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
