/** Money is integer cents everywhere inside the API; dollars only at the edge (API shapes). */
export const toDollars = (cents: number): number => Math.round(cents) / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);
