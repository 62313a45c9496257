import { useRemote } from '@store/shared';

export const DEFAULT_CART_TITLE = 'Your cart';

/** The theme's cart title (the shell's theme, defaults filled in); "Your cart" when it has none. */
export function useCartTitle(): string {
  const title = useRemote().theme.content.cart?.title;
  return typeof title === 'string' && title.trim() ? title.trim() : DEFAULT_CART_TITLE;
}
