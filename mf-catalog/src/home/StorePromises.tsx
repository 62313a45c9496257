import type { ProductTile } from '@store/shared';
import { DELIVERY_NOTE, ordersPlaced, RETURN_BANNER, socialProof } from './storePromises';

/**
 * The home page's promises: free returns, delivery and social proof. One line each, the count
 * filled in once products are in, so nothing below moves.
 */
export function StorePromises({ tiles }: { tiles: readonly ProductTile[] }) {
  const items = [RETURN_BANNER, DELIVERY_NOTE, socialProof(ordersPlaced(tiles))];
  return (
    <ul
      aria-label="Our promises"
      css={(t) => ({
        listStyle: 'none',
        margin: 0,
        padding: '12px 16px',
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: '8px 32px',
        background: t.tokens?.successSurface,
        border: `1px solid ${t.tokens?.success}`,
        borderRadius: t.radii?.md,
        fontWeight: 600,
      })}
    >
      {items.map((text) => (
        <li key={text.split(':')[0]}>{text}</li>
      ))}
    </ul>
  );
}
