/**
 * The one way a setting reads a whole number from the environment: unset or blank is undefined
 * (the caller's default holds); a value that is not a whole number of at least `min` is said once
 * on stderr, with its name, and also reads as undefined, so a typo never starts the server with 0
 * or NaN.
 */
export function envNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  { min = 1 }: { min?: number } = {},
): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= min) return n;
  console.warn(`${name}=${raw} is not a whole number of at least ${min}; using the default.`);
  return undefined;
}
