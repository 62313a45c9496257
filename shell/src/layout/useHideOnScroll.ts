import { MOBILE_BREAKPOINT, MOBILE_HEADER_SCROLL_THRESHOLD_PX } from '@store/shared';
import { useEffect, useState } from 'react';

export const SCROLLED_BODY_CLASS = 'scrolled';

/**
 * SPEC §2 Header: on mobile the header hides while scrolling down past 15 px and comes back on
 * any scroll up. Wide screens always show it.
 */
export function nextHeaderHidden(
  was: { y: number; hidden: boolean },
  y: number,
  mobile: boolean,
): boolean {
  if (!mobile || y <= MOBILE_HEADER_SCROLL_THRESHOLD_PX) return false;
  if (y > was.y) return true;
  if (y < was.y) return false;
  return was.hidden;
}

/** Whether the header is scrolled away; also marks the body `scrolled` once the page has moved. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Not every environment has matchMedia (jsdom has none).
    const win: Partial<Pick<Window, 'matchMedia'>> = window;
    const mobile = win.matchMedia?.(`(width < ${MOBILE_BREAKPOINT}px)`);
    // A page loads at the top: one the shopper scrolled before it was live (the scroll that woke
    // it is gone) is taken as scrolled from there, body class and all.
    let was = { y: 0, hidden: false };
    const onScroll = () => {
      const y = window.scrollY;
      const next = nextHeaderHidden(was, y, Boolean(mobile?.matches));
      was = { y, hidden: next };
      setHidden(next);
      document.body.classList.toggle(SCROLLED_BODY_CLASS, y > 0);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    if (window.scrollY > 0) onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.body.classList.remove(SCROLLED_BODY_CLASS);
    };
  }, []);
  return hidden;
}
