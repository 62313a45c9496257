import { Button, Modal, type CartItem } from '@store/shared';
import { useIntl } from 'react-intl';
import { CART_MESSAGES as m } from './messages';

interface Props {
  items: (CartItem & { title?: string })[];
  onConfirm: () => void;
}

/** 'cart-unavailable-items': lists what cannot be bought; its action removes those items. */
export function UnavailableItemsModal({ items, onConfirm }: Props) {
  const { formatMessage: t } = useIntl();
  return (
    <Modal name="cart-unavailable-items" title={t(m.unavailableTitle)} onClose={onConfirm}>
      <p>{t(m.unavailableText)}</p>
      <ul>
        {items.map((i) => (
          <li key={i.sku}>{i.title ?? i.slug}</li>
        ))}
      </ul>
      <Button type="button" onClick={onConfirm}>
        {t(m.ok)}
      </Button>
    </Modal>
  );
}
