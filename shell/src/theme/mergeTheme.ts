import type { ThemeData } from '@store/shared';
import { themeSchema } from './themeSchema';

/**
 * The theme as the shell uses and hands to every remote: read through `themeSchema`, every field
 * validated and falling back on its own (see there).
 */
export function mergeTheme(input: unknown): ThemeData {
  return themeSchema.cast(input, { stripUnknown: true });
}
