import { IMAGE_HOVER_CYCLE_MS } from '@store/shared';
import { useCallback, useEffect, useState } from 'react';

/**
 * Cycles through the images every second while hovered; back to the first on leave. A tile the
 * pointer was already over as it went live (the move that woke a server-rendered page came
 * before any script, so no enter follows) starts cycling as it mounts (`ref`).
 */
export function useHoverImages(images: string[]) {
  const [hovered, setHovered] = useState(false);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!hovered || images.length < 2) return undefined;
    const id = setInterval(() => setIndex((i) => (i + 1) % images.length), IMAGE_HOVER_CYCLE_MS);
    return () => clearInterval(id);
  }, [hovered, images.length]);
  const ref = useCallback((el: Element | null) => {
    if (el?.matches(':hover')) setHovered(true);
  }, []);
  return {
    src: images[index] ?? images[0] ?? '',
    ref,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => {
      setHovered(false);
      setIndex(0);
    },
  };
}
