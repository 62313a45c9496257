import { useEffect, useState } from 'react';
import { getRuntimeConfig, getTheme } from '@store/shared';

export const DEFAULT_CART_TITLE = 'Your cart';

/** The theme's cart title; "Your cart" until it loads or when the theme fails. */
export function useCartTitle(): string {
  const [title, setTitle] = useState(DEFAULT_CART_TITLE);
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => getTheme(getRuntimeConfig().siteKey))
      .then((theme) => {
        const t = theme?.content?.cart?.title;
        if (live && typeof t === 'string' && t.trim()) setTitle(t.trim());
      })
      .catch(() => {
        // The default theme is used when the theme fetch fails (SPEC 1).
      });
    return () => {
      live = false;
    };
  }, []);
  return title;
}
