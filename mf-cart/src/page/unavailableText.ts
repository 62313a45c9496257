/** SPEC §2: the 'cart-unavailable-items' modal's text (en). */
export const UNAVAILABLE_ITEMS_TEXT =
  'The following item(s) were removed from your cart because they are not available at this time.';
