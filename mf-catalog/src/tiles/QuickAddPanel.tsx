import { Button, Spinner } from '@store/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@store/shared/router';
import { useRemoteDispatch, useRemoteSelector } from '../store/hooks';
import {
  listingUrl,
  pickProduct,
  pickSize,
  pickVariation,
  sizesOf,
  visibleVariations,
} from '../listing/selection';
import { colourName } from '../listing/OptionPickers';
import { TILES_MESSAGES as m } from './messages';
import { quickAddPanelClosed, quickAddSubmitted } from './quickAddSlice';

/** Options panel of a tile's quick add: colour, size, Add. */
export function QuickAddPanel() {
  const dispatch = useRemoteDispatch();
  const intl = useIntl();
  const t = intl.formatMessage;
  const { status, listing, target, preview } = useRemoteSelector((s) => s.quickAdd);
  const [colorId, setColorId] = useState<string | null>(null);
  const [sizeId, setSizeId] = useState<string | null>(null);
  const title = target?.title ?? '';

  if (status === 'loading') return <Spinner label={t(m.loadingOptions, { title })} />;
  if (status === 'failed' || !listing) {
    return (
      <div role="alert">
        {t(m.loadFailed)}{' '}
        <Button variant="link" onClick={() => dispatch(quickAddPanelClosed())}>
          {t(m.close)}
        </Button>
      </div>
    );
  }
  const product = pickProduct(listing, target?.productId ?? null);
  const variation = product ? pickVariation(listing, product, colorId, preview) : null;
  const size = variation ? pickSize(variation, sizeId) : null;
  if (!product || !variation) return null;
  // A pre-order item is not added to the cart: its form lives on the product page.
  if (listing.preorder) {
    return (
      <p role="status">
        {`${t(m.preorder, { title })} `}
        <Link to={listingUrl(listing.slug, { pid: product.productId })}>{t(m.preorderLink)}</Link>
      </p>
    );
  }

  return (
    <form
      aria-label={t(m.optionsFor, { title })}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(quickAddSubmitted({ colorId: variation.variationId, sizeId: size?.id ?? '' }));
      }}
      css={(t) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: 8,
        border: `1px solid ${t.tokens.border}`,
        borderRadius: t.radii.md,
      })}
    >
      <label>
        {t(m.colourFor, { title })}
        <select
          value={variation.variationId}
          onChange={(e) => {
            setColorId(e.target.value);
            setSizeId(null);
          }}
          css={{ display: 'block', width: '100%', minHeight: 36 }}
        >
          {visibleVariations(product, preview).map((v) => (
            <option key={v.variationId} value={v.variationId}>
              {colourName(v, intl)}
            </option>
          ))}
        </select>
      </label>
      {sizesOf(variation).length > 0 ? (
        <label>
          {t(m.sizeFor, { title })}
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
          {t(m.add)}
        </Button>
        <Button type="button" variant="secondary" onClick={() => dispatch(quickAddPanelClosed())}>
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
