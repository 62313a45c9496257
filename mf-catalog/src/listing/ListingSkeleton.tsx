import { Skeleton } from '@store/shared';
import { useIntl } from 'react-intl';
import { LISTING_MESSAGES as m } from './messages';

export function ListingSkeleton() {
  const { formatMessage: t } = useIntl();
  return (
    <div
      role="status"
      aria-label={t(m.loading)}
      aria-busy="true"
      css={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
        padding: 16,
      }}
    >
      <Skeleton height={420} />
      <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Skeleton height={32} width="70%" />
        <Skeleton height={24} width="25%" />
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={48} width="50%" />
      </div>
    </div>
  );
}
