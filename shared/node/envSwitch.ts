/**
 * An on/off setting from the environment (HSTS, say): on/true/1/yes or off/false/0/no; anything
 * else, or unset, is undefined (the setting's own default decides).
 */
export function parseSwitch(value: string | undefined): boolean | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(v)) return true;
  if (['off', 'false', '0', 'no'].includes(v)) return false;
  return undefined;
}
