import { useEffect, useState } from 'react';

/**
 * `read(el's box)` after every scroll and resize (once a frame), `initial` until the first one
 * and while `el` is null. A scroll listener rather than an IntersectionObserver: a jump (End
 * key, a tap on the status bar) from one side of the element to the other crosses no observer
 * threshold and would never be reported. Takes the element (a callback ref's state), not a ref
 * object, so an element that mounts later is measured. `onMount`: also measured as it mounts, for
 * a page the shopper may have scrolled before it was live (the scroll that woke it is gone).
 */
export function useScrollMeasure(
  el: Element | null,
  read: (box: DOMRect) => boolean,
  { initial = false, onMount = false }: { initial?: boolean; onMount?: boolean } = {},
): boolean {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (!el) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setValue(read(el.getBoundingClientRect()));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    if (onMount) schedule();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [el, read, onMount]);
  return el ? value : initial;
}
