import {
  formatPrice,
  HOLDS_SUBMIT,
  TileImage,
  tileLinkCss,
  tileHref,
  tileImages,
  tileTitle,
  tileTypeName,
  type ProductTile,
  useRemote,
} from '@store/shared';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import { TILES_MESSAGES as m } from './messages';
import { QuickAddPanel } from './QuickAddPanel';
import { quickAddRequested } from './quickAddSlice';

import { useHoverImages } from './useHoverImages';

export interface ProductTileCardProps {
  tile: ProductTile;
  /** The list the tile is shown in (router state and analytics). */
  list: string;
  onClick?: () => void;
  /** On the first screen: its picture loads at once, ahead of the others. */
  priority?: boolean;
}

export function ProductTileCard({ tile, list, onClick, priority }: ProductTileCardProps) {
  const { formatMessage: t } = useIntl();
  const title = tileTitle(tile);
  const images = tileImages(tile);
  const hover = useHoverImages(images);
  const { storeSlug, previewMode } = useRemote();
  const dispatch = useRemoteDispatch();
  const panelOpen = useRemoteSelector((s) => s.quickAdd.target?.tileId === tile.id);
  const productId = tile.productId || tile.id;
  const [listingPath = '', query = ''] = tileHref(tile).split('?');
  const hiddenFields = [...new URLSearchParams(query)];

  return (
    <article
      ref={hover.ref}
      css={{ display: 'flex', flexDirection: 'column', gap: 8, position: 'relative' }}
      onMouseEnter={hover.onMouseEnter}
      onMouseLeave={hover.onMouseLeave}
    >
      <Link to={tileHref(tile)} state={{ productId, list }} onClick={onClick} css={tileLinkCss}>
        <TileImage src={hover.src} alt={title} priority={priority} />
        <span css={{ fontWeight: 600 }}>{title}</span>
        <span>{formatPrice(tile.price, tile.currency)}</span>
        <span css={(t) => ({ color: t.tokens.muted, fontSize: 14 })}>{tileTypeName(tile)}</span>
      </Link>
      {/* A real form to the listing with this product: before or without the page's scripts the
          shopper picks and adds there; with them, the quick-add panel opens instead, also for a
          tap held while the page went live. */}
      <form method="get" action={listingPath} {...HOLDS_SUBMIT} css={{ alignSelf: 'flex-start' }}>
        {hiddenFields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          aria-label={t(m.quickAddFor, { title })}
          aria-expanded={panelOpen}
          onClick={(e) => {
            e.preventDefault();
            dispatch(
              quickAddRequested({
                target: { tileId: tile.id, slug: tile.slug, productId, title },
                storeSlug,
                preview: previewMode,
              }),
            );
          }}
          css={(t) => ({
            minHeight: 36,
            padding: '6px 12px',
            border: '1px solid currentColor',
            borderRadius: t.radii.md,
            background: t.colors.background,
            color: t.colors.text,
            cursor: 'pointer',
          })}
        >
          {t(m.quickAdd)}
        </button>
      </form>
      {panelOpen ? <QuickAddPanel /> : null}
    </article>
  );
}
