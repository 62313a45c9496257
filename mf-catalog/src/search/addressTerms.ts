/**
 * The search term in the address, as the search box sees it: the terms the box has sent, oldest
 * first, that the address has not shown yet. The address changes in a transition, and on a slow
 * phone several may be on their way at once ("hood", then "hoodi" while the first still renders):
 * each one that arrives is the box's own, and must not write its older text over the letters
 * typed since. A term that arrives and was never sent (back, forward) is the shopper's move.
 */
export interface AddressTerms {
  /** The box asks the address for `term`. */
  send(term: string): void;
  /**
   * The address now holds `term`: true if the shopper moved there (the box should show it), false
   * if it is unchanged or one the box sent. That term and every one sent before it are then done:
   * React may skip a transition's render when a newer one is already waiting.
   */
  moved(term: string): boolean;
}

/** `shown`: the term the address holds now (nothing is on its way yet). */
export function addressTerms(shown: string): AddressTerms {
  let pending: string[] = [];
  return {
    send(term) {
      // Asking again for the address the last ask leads to changes nothing, so nothing arrives.
      const last = pending.length ? pending[pending.length - 1] : shown;
      if (term !== last) pending.push(term);
    },
    moved(term) {
      if (term === shown) return false;
      shown = term;
      const i = pending.indexOf(term);
      pending = i < 0 ? [] : pending.slice(i + 1);
      return i < 0;
    },
  };
}
