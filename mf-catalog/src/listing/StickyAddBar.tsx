import { Button, mq } from '@store/shared';
import { useIntl } from 'react-intl';
import { LISTING_MESSAGES as m } from './messages';

/**
 * SPEC §2 "a sticky add bar on mobile": once the page's own Add to cart has scrolled away, a bar
 * at the bottom of a narrow screen repeats the title, the price and the button. Wide screens
 * never show it (the button sits beside the gallery).
 */
export function StickyAddBar({
  title,
  price,
  outOfStock,
  busy,
  onAdd,
}: {
  title: string;
  price: string;
  outOfStock: boolean;
  busy: boolean;
  onAdd: () => void;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <div
      data-testid="sticky-add-bar"
      css={(t) => ({
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 20,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '8px 16px calc(8px + env(safe-area-inset-bottom))',
        background: t.colors.background,
        color: t.colors.text,
        borderTop: `1px solid ${t.tokens.border}`,
        boxShadow: `0 -4px 12px ${t.tokens.shadow}`,
        [mq.wide]: { display: 'none' },
      })}
    >
      <div css={{ flex: 1, minWidth: 0 }}>
        <p
          css={{
            margin: 0,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {title}
        </p>
        <p css={{ margin: 0 }}>{price}</p>
      </div>
      <Button type="button" disabled={outOfStock} aria-busy={busy} onClick={onAdd}>
        {outOfStock ? t(m.outOfStock) : t(m.addToCart)}
      </Button>
    </div>
  );
}
