import { useTheme } from '@emotion/react';
import { CART_COUNT_ATTRIBUTE, LineIcon, visuallyHidden } from '@store/shared';
import { Link } from '@store/shared/router';
import { useShell } from '../app/ShellContext';
import { useCartBadge } from './useCartCount';
import { useIntl } from 'react-intl';
import { LAYOUT_MESSAGES as m } from './messages';

/** Link to /cart named `Cart (N)`, N capped at "99+". */
export function CartPill() {
  const { formatMessage: t } = useIntl();
  const theme = useTheme();
  const { config } = useShell();
  const label = useCartBadge(config.storeSlug);
  return (
    <Link
      to="/cart"
      {...{ [CART_COUNT_ATTRIBUTE]: label }}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        minHeight: 44,
        padding: '6px 14px',
        borderRadius: 999,
        background: theme.buttons.primaryBackground,
        color: theme.buttons.primaryText,
        textDecoration: 'none',
        fontWeight: 600,
      }}
    >
      <LineIcon size={18}>
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </LineIcon>
      {/* Named by its content, "Cart (3)", which contains the visible count. */}
      <span css={visuallyHidden}>{t(m.cart, { count: label })}</span>
      <span aria-hidden="true">{label}</span>
    </Link>
  );
}
