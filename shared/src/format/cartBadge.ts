// Free of the formatter's imports: the store server writes the pill's first count with it.

/** Cart pill label: the count, capped at "99+". */
export function cartBadgeLabel(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.floor(count)));
}
