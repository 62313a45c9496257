import { DEFAULT_THEME_DATA, ownThemeText, useRemote } from '@store/shared';
import { useIntl } from 'react-intl';
import { CART_MESSAGES } from './messages';

/**
 * The theme's cart title (the owner's own words, shown as written); "Your cart" in the shopper's
 * language when it has none — or only the default the theme fills in, which is that same en text.
 */
export function useCartTitle(): string {
  const title = useRemote().theme.content.cart.title;
  const { formatMessage } = useIntl();
  return (
    ownThemeText(title, DEFAULT_THEME_DATA.content.cart.title) ??
    formatMessage(CART_MESSAGES.defaultTitle)
  );
}
