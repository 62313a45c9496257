import { Button, Spinner } from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import {
  listingUrl,
  pickProduct,
  pickSize,
  pickVariation,
  sizesOf,
  visibleVariations,
} from '../listing/selection';
import { quickAddPanelClosed, quickAddSubmitted } from './quickAddSlice';

/** Options panel of a tile's quick add: colour, size, Add. */
export function QuickAddPanel() {
  const dispatch = useRemoteDispatch();
  const { status, listing, target } = useRemoteSelector((s) => s.quickAdd);
  const [colorId, setColorId] = useState<string | null>(null);
  const [sizeId, setSizeId] = useState<string | null>(null);
  const title = target?.title ?? '';

  if (status === 'loading') return <Spinner label={`Loading options for ${title}`} />;
  if (status === 'failed' || !listing) {
    return (
      <div role="alert">
        Sorry, we could not load this product.{' '}
        <Button variant="link" onClick={() => dispatch(quickAddPanelClosed())}>
          Close
        </Button>
      </div>
    );
  }
  const product = pickProduct(listing, target?.productId ?? null);
  const variation = product ? pickVariation(listing, product, colorId) : null;
  const size = variation ? pickSize(variation, sizeId) : null;
  if (!product || !variation) return null;
  // A pre-order item is not added to the cart: its form lives on the product page.
  if (listing.preorder) {
    return (
      <p role="status">
        {`${title} is available to pre-order. `}
        <Link to={listingUrl(listing.slug, { pid: product.productId })}>Pre-order it here</Link>
      </p>
    );
  }

  return (
    <form
      aria-label={`Options for ${title}`}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(quickAddSubmitted({ colorId: variation.variationId, sizeId: size?.id ?? '' }));
      }}
      css={(t) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: 8,
        border: `1px solid ${t.tokens?.border}`,
        borderRadius: t.radii?.md,
      })}
    >
      <label>
        {`Colour for ${title}`}
        <select
          value={variation.variationId}
          onChange={(e) => {
            setColorId(e.target.value);
            setSizeId(null);
          }}
          css={{ display: 'block', width: '100%', minHeight: 36 }}
        >
          {visibleVariations(product).map((v) => (
            <option key={v.variationId} value={v.variationId}>
              {v.title || v.color}
            </option>
          ))}
        </select>
      </label>
      {sizesOf(variation).length > 0 ? (
        <label>
          {`Size for ${title}`}
          <select
            value={size?.id ?? ''}
            onChange={(e) => setSizeId(e.target.value)}
            css={{ display: 'block', width: '100%', minHeight: 36 }}
          >
            {sizesOf(variation).map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div css={{ display: 'flex', gap: 8 }}>
        <Button type="submit" disabled={status === 'adding'} aria-busy={status === 'adding'}>
          Add
        </Button>
        <Button type="button" variant="secondary" onClick={() => dispatch(quickAddPanelClosed())}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
