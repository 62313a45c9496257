// Cent arithmetic, free of the formatter's imports: the store server runs it too (cart/cartLine).

/** Dollars to integer cents (rounded, so 19.99 -> 1999 despite float error). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Line total = quantity × price, to 2 decimals. */
export function lineTotal(quantity: number, price: number): number {
  return toDollars(quantity * toCents(price));
}
