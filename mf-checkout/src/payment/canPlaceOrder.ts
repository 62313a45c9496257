export interface PlaceOrderGate {
  /** The card fields have been filled in... */
  cardFilled: boolean;
  /** ...and none of them has an error. */
  cardHasError: boolean;
  addressEntered: boolean;
  hasDeliveryOptions: boolean;
  previewMode: boolean;
  submitting: boolean;
}

/**
 * SPEC §5: the buy button is disabled until card input is non-empty with no error, the address
 * has been entered and delivery options exist; preview mode disables checkout buttons.
 */
export function canPlaceOrder(g: PlaceOrderGate): boolean {
  return (
    g.cardFilled &&
    !g.cardHasError &&
    g.addressEntered &&
    g.hasDeliveryOptions &&
    !g.previewMode &&
    !g.submitting
  );
}
