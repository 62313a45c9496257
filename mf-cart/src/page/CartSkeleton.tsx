import { Skeleton } from '@store/shared';
import { useIntl } from 'react-intl';
import { CART_MESSAGES as m } from './messages';

/** Two placeholder lines while the cart's listings load. */
export function CartSkeleton() {
  const label = useIntl().formatMessage(m.loading);
  return (
    <div aria-busy="true" aria-label={label} css={{ display: 'grid', gap: 16 }}>
      {[0, 1].map((i) => (
        <div key={i} css={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 16 }}>
          <Skeleton width={96} height={96} />
          <div css={{ display: 'grid', gap: 8 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton width="20%" />
          </div>
        </div>
      ))}
    </div>
  );
}
