import { afterPress, isServerRender, watchPresses } from '@store/shared';
import { useEffect, useState } from 'react';

/** Tiles rendered at first: several screens on any device (a page of the API holds up to 150). */
export const FIRST_TILES = 24;
/** Tiles added each time the shopper nears the end of what is shown. */
export const MORE_TILES = 48;
/** How far below the screen the end of the list starts the next batch. */
const REVEAL_MARGIN_PX = 1000;

/**
 * Renders a long list in batches: the first FIRST_TILES at once, then MORE_TILES whenever the end
 * of what is shown comes within REVEAL_MARGIN_PX of the screen. A page of 150 tiles costs the
 * first paint a sixth of the rendering; nothing is fetched by this (the data is already there).
 * Put `sentinel` on an element right after the list and key it with `shown.length`, so each batch
 * is observed afresh. A batch asked for during a press waits for its release (afterPress). Without IntersectionObserver (old browsers, jsdom) everything shows at once.
 */
export function useProgressiveList<T>(items: T[]) {
  // A server render shows the first batch, as the browser it hydrates in will.
  const observes = typeof IntersectionObserver !== 'undefined' || isServerRender();
  const [count, setCount] = useState(FIRST_TILES);
  const [end, setEnd] = useState<Element | null>(null);
  const complete = !observes || count >= items.length;

  useEffect(() => {
    if (!end || complete) return;
    watchPresses(document);
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        // The batch pushes what is below the list (the footer) down: never under a press.
        afterPress(document, () => setCount((c) => c + MORE_TILES));
      },
      { rootMargin: `0px 0px ${REVEAL_MARGIN_PX}px 0px` },
    );
    io.observe(end);
    return () => io.disconnect();
  }, [end, complete]);

  return {
    shown: complete ? items : items.slice(0, count),
    /** True once every item is rendered (a next page may then be fetched). */
    complete,
    sentinel: setEnd,
  };
}
