import { useIntl } from 'react-intl';
import { SHELF_MESSAGES } from './messages';
import {
  enText,
  formatPrice,
  TileImage,
  tileLinkCss,
  mq,
  tileHref,
  tileImages,
  tileTitle,
  useRemote,
  type CartItem,
} from '@store/shared';
import { useId } from 'react';
import { Link } from '@store/shared/router';
import { useStoreProductsQuery } from './shelfApi';
import { shelfItems } from './shelfItems';

/** The shelf's name in analytics (a list name, not shown: always en). */
const SHELF_TITLE = enText(SHELF_MESSAGES.title);

/** Tiles in the shelf's first row on a phone. */
const FIRST_ROW = 2;

/**
 * SPEC §2 Cart page: the 'You might also like' shelf under the cart. A failed or empty read shows
 * nothing: the shelf is an extra, never in the way of checking out.
 */
export function YouMightAlsoLike({ cart }: { cart: readonly Pick<CartItem, 'slug'>[] }) {
  const { storeSlug, previewMode } = useRemote();
  const headingId = useId();
  const { formatMessage } = useIntl();
  const { data } = useStoreProductsQuery({ storeSlug, preview: previewMode });
  const items = shelfItems(data ?? [], cart);
  if (!items.length) return null;
  return (
    <section aria-labelledby={headingId} css={{ marginTop: 48 }}>
      <h2 id={headingId}>{formatMessage(SHELF_MESSAGES.title)}</h2>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          [mq.mobile]: { gap: 12, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {items.map((p, index) => {
          const title = tileTitle(p);
          const image = tileImages(p)[0];
          return (
            <li key={p.slug}>
              <Link
                to={tileHref(p)}
                state={{ productId: p.productId || p.id, list: SHELF_TITLE }}
                css={tileLinkCss}
              >
                {/* The first row is on the first screen of a phone, its largest paint. */}
                <TileImage src={image} alt={title} priority={index < FIRST_ROW} />
                <span css={{ fontWeight: 600 }}>{title}</span>
                <span>{formatPrice(p.price, p.currency)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
