import { useScrollMeasure } from '../app/useScrollMeasure';

const above = (box: DOMRect) => box.bottom < 0;

/**
 * True once the element has scrolled up out of the screen (its bottom above the top), also when it
 * already had as the page went live (a first scroll wakes a server-rendered listing).
 */
export function useScrolledPast(el: Element | null): boolean {
  return useScrollMeasure(el, above, { onMount: true });
}
