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
}

/** SPEC §5 card form: the buy button waits for card input that is non-empty with no error. */
export function canPlaceOrder(g: CardGate): boolean {
  return g.cardFilled && !g.cardHasError;
}

/**
 * Every method's buy button (SPEC §4/§5/§6): the address has been entered, delivery options exist,
 * not in preview mode, and no payment is in flight.
 */
export function isReadyToPay(g: ReadyGate): boolean {
  return g.addressEntered && g.hasDeliveryOptions && !g.previewMode && !g.submitting;
}
