/** A value the seed tables guarantee; a missing one is a bug in the tables, said at once. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed data: ${what} is missing`);
  return value;
}
