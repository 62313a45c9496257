import { IMAGE_HOVER_CYCLE_MS } from '@store/shared';
import { useEffect, useState } from 'react';

/** Cycles through the images every second while hovered; back to the first on leave. */
export function useHoverImages(images: string[]) {
  const [hovered, setHovered] = useState(false);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!hovered || images.length < 2) return undefined;
    const id = setInterval(() => setIndex((i) => (i + 1) % images.length), IMAGE_HOVER_CYCLE_MS);
    return () => clearInterval(id);
  }, [hovered, images.length]);
  return {
    src: images[index] ?? images[0] ?? '',
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => {
      setHovered(false);
      setIndex(0);
    },
  };
}
