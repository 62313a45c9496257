import { nextHeaderHidden } from './useHideOnScroll';

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
