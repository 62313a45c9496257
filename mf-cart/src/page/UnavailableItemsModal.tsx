import { Button, Modal, type CartItem } from '@store/shared';

export const UNAVAILABLE_ITEMS_TEXT =
  'The following item(s) were removed from your cart because they are not available at this time.';

interface Props {
  items: (CartItem & { title?: string })[];
  onConfirm: () => void;
}

/** 'cart-unavailable-items': lists what cannot be bought; its action removes those items. */
export function UnavailableItemsModal({ items, onConfirm }: Props) {
  return (
    <Modal name="cart-unavailable-items" title="Items unavailable" onClose={onConfirm}>
      <p>{UNAVAILABLE_ITEMS_TEXT}</p>
      <ul>
        {items.map((i) => (
          <li key={i.sku}>{i.title ?? i.slug}</li>
        ))}
      </ul>
      <Button type="button" onClick={onConfirm}>
        OK
      </Button>
    </Modal>
  );
}
