import {
  FEATURED_SKELETON_TILES,
  HydrateOnDemand,
  IMPRESSIONS_ATTRIBUTE,
  mq,
  Skeleton,
  type ProductTile,
} from '@store/shared';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { TILES_MESSAGES as m } from './messages';
import { useRemoteDispatch } from '../store/hooks';
import { impressionEcommerce, tileClicked, tilesShown } from './tileAnalytics';
import { ProductTileCard } from './ProductTileCard';

/** Tiles whose pictures load at once and first: a desktop row, two phone rows. */
export const PRIORITY_TILES = 4;

const gridCss = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  // Two per row on a phone: one tile a row made 12 results about 6,000 px of scrolling.
  [mq.mobile]: { gap: 12, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

export function TileGrid({
  tiles,
  list,
  onTileClick,
  columns,
  priorityTiles = PRIORITY_TILES,
}: {
  tiles: ProductTile[];
  list: string;
  onTileClick?: (tile: ProductTile) => void;
  /** A fixed number of columns (a carousel page) instead of as many as fit. */
  columns?: number;
  /** How many first tiles are on the first screen (0 for a grid below the fold). */
  priorityTiles?: number;
}) {
  const dispatch = useRemoteDispatch();
  // Impressions once per tile per list shown: "Load more" reports only the new page's tiles.
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const fresh = tiles.filter((t) => !reported.current.has(t.id));
    fresh.forEach((t) => reported.current.add(t.id));
    if (fresh.length) dispatch(tilesShown({ list, tiles: fresh }));
  }, [tiles, list, dispatch]);
  // The impressions of the tiles it first shows, in its HTML: a page only looked at pushes them
  // from there (shared's paint events); the live grid's first report is then not pushed again.
  const [paintImpressions] = useState(() =>
    tiles.length ? JSON.stringify(impressionEcommerce(tiles, list)) : undefined,
  );
  // One stable handler for every tile, so a tile waiting to hydrate gets no new props.
  const latest = useRef({ list, onTileClick });
  useLayoutEffect(() => {
    latest.current = { list, onTileClick };
  });
  const onPick = useCallback(
    (tile: ProductTile, index: number) => {
      dispatch(tileClicked({ list: latest.current.list, tile, index }));
      latest.current.onTileClick?.(tile);
    },
    [dispatch],
  );
  return (
    <ul
      {...{ [IMPRESSIONS_ATTRIBUTE]: paintImpressions }}
      css={[
        gridCss,
        columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : null,
      ]}
    >
      {tiles.map((t, index) => (
        <li key={t.id}>
          <Tile tile={t} list={list} index={index} priorityTiles={priorityTiles} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}

interface TileProps {
  tile: ProductTile;
  list: string;
  index: number;
  priorityTiles: number;
  onPick: (tile: ProductTile, index: number) => void;
}

/**
 * A tile on the first screen hydrates with the page; one further down when it nears the viewport
 * or is tapped (HydrateOnDemand): a grid of 50 tiles no longer hydrates all at once on a phone.
 */
const Tile = memo(function Tile({ tile, list, index, priorityTiles, onPick }: TileProps) {
  const card = (
    <ProductTileCard
      tile={tile}
      list={list}
      priority={index < priorityTiles}
      onClick={() => onPick(tile, index)}
    />
  );
  return index < priorityTiles ? card : <HydrateOnDemand>{card}</HydrateOnDemand>;
});

/** Placeholder tiles while products load (4 by default, SPEC 2). */
export function TileGridSkeleton({
  count = FEATURED_SKELETON_TILES,
  label,
}: {
  count?: number;
  /** Announced while loading (default 'Loading products', translated). */
  label?: string;
}): ReactNode {
  const { formatMessage: t } = useIntl();
  return (
    <div role="status" aria-label={label ?? t(m.loadingProducts)} aria-busy="true" css={gridCss}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="tile-skeleton"
          css={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          <Skeleton height={220} />
          <Skeleton width="70%" />
          <Skeleton width="30%" />
        </div>
      ))}
    </div>
  );
}
