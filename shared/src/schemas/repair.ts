import { boolean, mixed, number, object, string, type ObjectShape, type Schema } from 'yup';
import { publicUrl, themeLink } from '../urls';

/**
 * Untrusted JSON (theme, runtime config, remotes manifest, cart cookie) is read through yup
 * schemas that repair instead of reject: a field of the wrong type becomes its default, a list
 * keeps its valid entries, unknown keys are dropped (`cast(input, { stripUnknown: true })`).
 * Each transform looks at the raw value, so yup's coercion never turns `12` into the text "12".
 */
type Guard<T> = (raw: unknown) => raw is T;

const given =
  <T>(ok: Guard<T>) =>
  (_cast: unknown, raw: unknown): T | undefined =>
    ok(raw) ? raw : undefined;

const isText: Guard<string> = (raw): raw is string => typeof raw === 'string' && raw.trim() !== '';
const isBool: Guard<boolean> = (raw): raw is boolean => typeof raw === 'boolean';
const isFinite: Guard<number> = (raw): raw is number =>
  typeof raw === 'number' && Number.isFinite(raw);
export const isPlainObject = (raw: unknown): raw is Record<string, unknown> =>
  !!raw && typeof raw === 'object' && !Array.isArray(raw);

/** Non-blank text, else the fallback. */
export const text = (fallback: string) => string().transform(given(isText)).default(fallback);
/** Non-blank text, else undefined. */
export const optionalText = () => string().transform(given(isText)).optional();
/** Any string (blank included), else the fallback. */
export const anyText = (fallback: string) =>
  string()
    .transform(given((raw): raw is string => typeof raw === 'string'))
    .default(fallback);
/** Text, else null. */
export const textOrNull = () =>
  string()
    .transform((_c, raw: unknown) => (isText(raw) ? raw : null))
    .nullable()
    .default(null);
export const flag = (fallback: boolean) => boolean().transform(given(isBool)).default(fallback);
export const optionalFlag = () => boolean().transform(given(isBool)).optional();
export const finite = (fallback: number) => number().transform(given(isFinite)).default(fallback);
/** A store path or public URL (SPEC §5); data:, javascript: and //host become null. */
export const link = () =>
  mixed<string>()
    .nullable()
    .transform((_c, raw: unknown) => themeLink(raw))
    .default(null);
/** A public http(s)/ftp URL, else undefined (so `.required()` can refuse the entry). */
export const publicLink = () =>
  string().transform((_c, raw: unknown) => publicUrl(raw) ?? undefined);

/** An object of the shape; anything that is not a plain object reads as {} (all defaults). */
export const section = <S extends ObjectShape>(shape: S) =>
  object(shape).transform((_c, raw: unknown) => (isPlainObject(raw) ? raw : {}));

/** The entries of a list that satisfy `item` (cast); not a list reads as []. */
export const listOf = <T>(item: Schema<T>) =>
  mixed<T[]>()
    .transform((_c, raw: unknown) =>
      Array.isArray(raw)
        ? raw.filter((x) => item.isValidSync(x)).map((x) => item.cast(x, { stripUnknown: true }))
        : [],
    )
    .default(() => []);
