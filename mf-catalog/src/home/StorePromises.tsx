import type { ProductTile } from '@store/shared';
import { useIntl } from 'react-intl';
import { HOME_MESSAGES as m } from './messages';
import { ordersPlaced, storePromises } from './storePromises';

/**
 * The home page's promises: free returns, delivery and social proof. One line each, the count
 * filled in once products are in, so nothing below moves.
 */
export function StorePromises({ tiles }: { tiles: readonly ProductTile[] }) {
  const intl = useIntl();
  const items = storePromises(intl, ordersPlaced(tiles));
  return (
    <ul
      aria-label={intl.formatMessage(m.promises)}
      css={(t) => ({
        listStyle: 'none',
        margin: 0,
        padding: '12px 16px',
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: '8px 32px',
        background: t.tokens.successSurface,
        border: `1px solid ${t.tokens.success}`,
        borderRadius: t.radii.md,
        fontWeight: 600,
      })}
    >
      {items.map((text, i) => (
        // Three fixed lines in a fixed order: the position is the line.
        <li key={i}>{text}</li>
      ))}
    </ul>
  );
}
