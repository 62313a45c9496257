import { useCallback } from 'react';
import { useScrollMeasure } from '../app/useScrollMeasure';

/** True once the element's top is within `margin` px below the bottom of the screen, or above. */
export function useNearViewport(el: Element | null, margin: number): boolean {
  const near = useCallback((box: DOMRect) => box.top < window.innerHeight + margin, [margin]);
  return useScrollMeasure(el, near);
}
