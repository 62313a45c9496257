export interface CardGate {
  /** The card fields have been filled in... */
  cardFilled: boolean;
  /** ...and none of them has an error. */
  cardHasError: boolean;
}

export interface ReadyGate {
  addressEntered: boolean;
  hasDeliveryOptions: boolean;
  previewMode: boolean;
  submitting: boolean;
  /** The server's total is zero: nothing to pay for (SPEC §4). */
  totalZero: boolean;
  /** The checkout is (re)loading or a delivery option is being saved (SPEC §4). */
  loading: boolean;
}

/** SPEC §5 card form: the buy button waits for card input that is non-empty with no error. */
export function canPlaceOrder(g: CardGate): boolean {
  return g.cardFilled && !g.cardHasError;
}

/**
 * Every method's buy button (SPEC §4/§5/§6): the address has been entered, delivery options exist,
 * not in preview mode, the total is not zero, the checkout is not loading, and no payment is in
 * flight.
 */
export function isReadyToPay(g: ReadyGate): boolean {
  return (
    g.addressEntered &&
    g.hasDeliveryOptions &&
    !g.previewMode &&
    !g.submitting &&
    !g.totalZero &&
    !g.loading
  );
}
