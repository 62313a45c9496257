import { useIntl } from 'react-intl';
import { CART_MESSAGES } from './messages';
import { Link } from '@store/shared/router';
import { formatPrice, variantText, visuallyHidden, type CartLine } from '@store/shared';
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

export function CartLineRow({ line, onQuantity, onRemove }: Props) {
  const { formatMessage } = useIntl();
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
          <QuantityField
            title={line.title}
            quantity={line.quantity}
            onChange={(q) => onQuantity(line, q)}
          />
          <button
            type="button"
            onClick={() => onRemove(line)}
            css={{
              background: 'none',
              border: 0,
              textDecoration: 'underline',
              cursor: 'pointer',
              minHeight: 40,
              padding: '0 4px',
              color: 'inherit',
              fontSize: 14,
            }}
          >
            {formatMessage(CART_MESSAGES.remove)}
            <span css={visuallyHidden}> {line.title}</span>
          </button>
        </div>
      </div>
      <p css={{ margin: 0, fontWeight: 600 }} data-testid="line-total">
        {formatPrice(line.totalPrice, line.currency)}
      </p>
    </li>
  );
}
