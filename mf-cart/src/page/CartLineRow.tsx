import { useIntl } from 'react-intl';
import { CART_MESSAGES } from './messages';
import { Link } from '@store/shared/router';
import {
  HOLDS_SUBMIT,
  formatPrice,
  useHydrated,
  variantText,
  visuallyHidden,
  type CartLine,
} from '@store/shared';
import { QuantityField } from './QuantityField';

interface Props {
  line: CartLine;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

function listingHref(line: Pick<CartLine, 'slug' | 'productId' | 'colorId' | 'sizeId'>) {
  const q = new URLSearchParams({
    pid: line.productId,
    variation: line.colorId,
    size: line.sizeId,
  });
  return `/listing/${encodeURIComponent(line.slug)}?${q.toString()}`;
}

const linkButtonCss = {
  background: 'none',
  border: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: 40,
  padding: '0 4px',
  color: 'inherit',
  fontSize: 14,
} as const;

export function CartLineRow({ line, onQuantity, onRemove }: Props) {
  const { formatMessage } = useIntl();
  const hydrated = useHydrated();
  return (
    <li
      data-sku={line.sku}
      css={(t) => ({
        display: 'grid',
        gridTemplateColumns: '96px 1fr auto',
        gap: 16,
        padding: '16px 0',
        borderBottom: `1px solid ${t.tokens.border}`,
        alignItems: 'start',
      })}
    >
      {line.primaryImages.thumblarge ? (
        <img
          src={line.primaryImages.thumblarge}
          alt={line.title}
          width={96}
          height={96}
          css={{ objectFit: 'cover' }}
        />
      ) : (
        <span />
      )}
      <div>
        <Link to={listingHref(line)} css={{ fontWeight: 600, color: 'inherit' }}>
          {line.title}
        </Link>
        <p css={{ margin: '4px 0' }}>{variantText(line.colorName, line.selectedSize.label)}</p>
        <p css={{ margin: '4px 0' }}>{formatPrice(line.price, line.currency)}</p>
        <div css={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 8 }}>
          {/* Real forms: before or without the page's scripts the store server's /cart/update
              and /cart/remove apply the same edits; with them the cart service does, in place. */}
          <form
            method="post"
            action="/cart/update"
            onSubmit={(e) => e.preventDefault()}
            css={{ display: 'flex', gap: 8, alignItems: 'center' }}
          >
            <input type="hidden" name="sku" value={line.sku} />
            <QuantityField
              title={line.title}
              quantity={line.quantity}
              onChange={(q) => onQuantity(line, q)}
            />
            {hydrated ? null : (
              <button type="submit" css={linkButtonCss}>
                {formatMessage(CART_MESSAGES.updateQuantity)}
                <span css={visuallyHidden}> {line.title}</span>
              </button>
            )}
          </form>
          {/* Remove tapped before the page is live is held for the live cart (its toast and
              remove_from_cart), within a bound; past it the form goes to the store server. */}
          <form method="post" action="/cart/remove" {...HOLDS_SUBMIT}>
            <input type="hidden" name="sku" value={line.sku} />
            <button
              type="submit"
              onClick={(e) => {
                e.preventDefault();
                onRemove(line);
              }}
              css={linkButtonCss}
            >
              {formatMessage(CART_MESSAGES.remove)}
              <span css={visuallyHidden}> {line.title}</span>
            </button>
          </form>
        </div>
      </div>
      <p css={{ margin: 0, fontWeight: 600 }} data-testid="line-total">
        {formatPrice(line.totalPrice, line.currency)}
      </p>
    </li>
  );
}
