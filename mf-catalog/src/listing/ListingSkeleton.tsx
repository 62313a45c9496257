import { Skeleton } from '@store/shared';

export function ListingSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading product"
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
