import { useScrollMeasure } from '../app/useScrollMeasure';

const above = (box: DOMRect) => box.bottom < 0;

/** True once the element has scrolled up out of the screen (its bottom above the top). */
export function useScrolledPast(el: Element | null): boolean {
  return useScrollMeasure(el, above);
}
