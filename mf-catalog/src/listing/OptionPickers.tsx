import type { Theme } from '@emotion/react';
import { QUANTITY_MAX_DEFAULT, visuallyHidden } from '@store/shared';
import type { ListingProduct, Size, Variation } from './listingData';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LISTING_MESSAGES as m } from './messages';
import { isPrivateVariation, sizeUsesDropdown } from './selection';

/**
 * The names the listing's add-to-cart form posts (the store server's `/cart/add` reads the same:
 * server/src/actions/listingForm.ts), and the names hydration reads the shopper's early picks
 * back from. Stable, never generated ids: they are the form's contract with the server.
 */
export const LISTING_FIELDS = {
  slug: 'slug',
  product: 'pid',
  colour: 'variation',
  size: 'size',
  quantity: 'quantity',
} as const;

/** The native radio covers its visual option, transparent: clicks and taps land on the input itself. */
export const inputCss = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
} as const;
export const labelCss = { position: 'relative', display: 'inline-flex' } as const;

export const groupCss = {
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
} as const;
export const optionCss = (t: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: '0 12px',
  border: `1px solid ${t.tokens.border}`,
  borderRadius: t.radii.md,
  cursor: 'pointer',
  'input:checked + &': {
    borderColor: t.colors.text,
    boxShadow: `0 0 0 2px ${t.colors.text}`,
  },
  'input:focus-visible + &': { outline: `3px solid ${t.tokens.focus}`, outlineOffset: 2 },
});

function GroupLabel({ id, children }: { id: string; children: string }) {
  return (
    <span id={id} css={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
      {children}
    </span>
  );
}

export function ProductTypePicker({
  products,
  selectedId,
  onChange,
}: {
  products: ListingProduct[];
  selectedId: string;
  onChange: (productId: string) => void;
}) {
  const id = useId();
  const { formatMessage: t } = useIntl();
  if (products.length < 2) return null;
  return (
    <div>
      <GroupLabel id={id}>{t(m.productType)}</GroupLabel>
      <div role="radiogroup" aria-labelledby={id} css={groupCss}>
        {products.map((p) => (
          <label key={p.productId} css={labelCss}>
            <input
              type="radio"
              name={LISTING_FIELDS.product}
              value={p.productId}
              checked={p.productId === selectedId}
              onChange={() => onChange(p.productId)}
              css={inputCss}
            />
            <span css={optionCss}>{p.productName || p.title || p.productType}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

/** A colour's name; a private one (offered in preview only) says so. */
export function colourName(v: Variation, intl: Pick<IntlShape, 'formatMessage'>): string {
  const colour = v.title || v.color;
  return isPrivateVariation(v) ? intl.formatMessage(m.privateColour, { colour }) : colour;
}

export function ColourPicker({
  variations,
  selectedId,
  onChange,
}: {
  /** A private colour is here only in preview (visibleVariations): it is named as private. */
  variations: Variation[];
  selectedId: string;
  onChange: (variationId: string) => void;
}) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameOf = (v: Variation) => colourName(v, intl);
  const selected = variations.find((v) => v.variationId === selectedId);
  return (
    <div>
      <GroupLabel id={id}>{t(m.colour)}</GroupLabel>
      <div role="radiogroup" aria-labelledby={id} css={groupCss}>
        {variations.map((v) => (
          <label key={v.variationId} title={nameOf(v)} css={labelCss}>
            <input
              type="radio"
              name={LISTING_FIELDS.colour}
              value={v.variationId}
              checked={v.variationId === selectedId}
              onChange={() => onChange(v.variationId)}
              css={inputCss}
            />
            <span
              css={[
                optionCss,
                { padding: 0, width: 44, borderRadius: '50%' },
                isPrivateVariation(v) && { borderStyle: 'dashed', borderWidth: 2 },
              ]}
              style={{ background: v.attributes?.hex || undefined }}
            >
              <span css={visuallyHidden}>{nameOf(v)}</span>
            </span>
          </label>
        ))}
      </div>
      {selected ? (
        <p css={(t) => ({ margin: '6px 0 0', color: t.tokens.muted })}>{nameOf(selected)}</p>
      ) : null}
    </div>
  );
}

export function SizePicker({
  sizes,
  selectedId,
  onChange,
}: {
  sizes: Size[];
  selectedId: string;
  onChange: (sizeId: string) => void;
}) {
  const id = useId();
  const { formatMessage: t } = useIntl();
  if (!sizes.length) return null;
  if (sizeUsesDropdown(sizes)) {
    return (
      <div>
        <label
          htmlFor={`${id}-select`}
          css={{ display: 'block', fontWeight: 600, marginBottom: 6 }}
        >
          {t(m.size)}
        </label>
        <select
          id={`${id}-select`}
          name={LISTING_FIELDS.size}
          value={selectedId}
          onChange={(e) => onChange(e.target.value)}
          css={{ minHeight: 44, minWidth: 200 }}
        >
          {sizes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div>
      <GroupLabel id={id}>{t(m.size)}</GroupLabel>
      <div role="radiogroup" aria-labelledby={id} css={groupCss}>
        {sizes.map((s) => (
          <label key={s.id} css={labelCss}>
            <input
              type="radio"
              name={LISTING_FIELDS.size}
              value={s.id}
              checked={s.id === selectedId}
              onChange={() => onChange(s.id)}
              css={inputCss}
            />
            <span css={optionCss}>{s.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

export function QuantityField({
  value,
  onChange,
  max = QUANTITY_MAX_DEFAULT,
}: {
  value: number;
  onChange: (quantity: number) => void;
  max?: number;
}) {
  const id = useId();
  const { formatMessage: t } = useIntl();
  return (
    <div>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        {t(m.quantity)}
      </label>
      <select
        id={id}
        name={LISTING_FIELDS.quantity}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        css={{ minHeight: 44, minWidth: 80 }}
      >
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
