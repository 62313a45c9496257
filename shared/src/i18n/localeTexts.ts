import { use, useEffect, useMemo, useRef, useState } from 'react';
import {
  isTranslatedLocale,
  type LocaleLoader,
  type LocaleTexts,
  type TranslatedLocale,
} from './catalog';

/**
 * Each bundle's texts per locale, loaded once per page (and once per render worker: the texts are
 * the same for every request, nothing of a request is kept here).
 */
interface Entry {
  promise: Promise<LocaleTexts>;
  texts?: LocaleTexts;
}

const NONE: LocaleTexts = Object.freeze({});
const entries = new WeakMap<LocaleLoader, Map<TranslatedLocale, Entry>>();

/**
 * The load of `load`'s texts for `locale`, started on first ask. A chunk that fails to load (or
 * answers nonsense) settles as no texts: the bundle shows en, never an id, and says so once.
 */
function entryOf(load: LocaleLoader, locale: TranslatedLocale): Entry {
  let byLocale = entries.get(load);
  if (!byLocale) entries.set(load, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const entry: Entry = {
    promise: Promise.resolve()
      // A chunk's JSON as it came: nothing checks it on the way in.
      .then((): Promise<unknown> => load(locale))
      .then(
        (texts) => (texts && typeof texts === 'object' ? (texts as LocaleTexts) : NONE),
        (error: unknown) => {
          console.warn(`[intl] the ${locale} texts did not load; English is shown`, error);
          return NONE;
        },
      )
      .then((texts) => (entry.texts = texts)),
  };
  byLocale.set(locale, entry);
  return entry;
}

const merged = new WeakMap<readonly LocaleLoader[], Map<string, LocaleTexts>>();

/**
 * Every loader's texts for `locale` as one id → text map (later loaders win) when all are here,
 * else null; en needs none. The same object for the same loaders and locale, so a provider keyed
 * on it re-renders only when the words change.
 */
export function loadedTexts(loads: readonly LocaleLoader[], locale: string): LocaleTexts | null {
  if (!isTranslatedLocale(locale)) return NONE;
  let byLocale = merged.get(loads);
  if (!byLocale) merged.set(loads, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const parts = loads.map((load) => entryOf(load, locale).texts);
  if (!parts.every((p) => p !== undefined)) return null;
  const texts: LocaleTexts = Object.assign({}, ...parts);
  byLocale.set(locale, texts);
  return texts;
}

/** Resolves once every loader's texts for `locale` are here (at once for en). */
export function textsReady(loads: readonly LocaleLoader[], locale: string): Promise<void> {
  if (!isTranslatedLocale(locale)) return Promise.resolve();
  return Promise.all(loads.map((load) => entryOf(load, locale).promise)).then(() => undefined);
}

export interface ShownTexts {
  /** The locale the texts are in: the asked one once its texts are here. */
  locale: string;
  texts: LocaleTexts;
}

/**
 * A bundle's texts for `locale`. The first render waits for them (Suspense: a hydrating page keeps
 * the server's words meanwhile, the server's prerender waits); a later change of locale keeps the
 * words on screen until the new ones are here, then switches.
 */
export function useLocaleTexts(loads: readonly LocaleLoader[], locale: string): ShownTexts {
  const texts = loadedTexts(loads, locale);
  const [, arrived] = useState(0);
  const last = useRef<ShownTexts | null>(null);
  const waiting = texts === null;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    void textsReady(loads, locale).then(() => live && arrived((n) => n + 1));
    return () => {
      live = false;
    };
  }, [waiting, loads, locale]);
  const shown = useMemo(() => (texts ? { locale, texts } : null), [locale, texts]);
  useEffect(() => {
    if (shown) last.current = shown;
  }, [shown]);
  if (shown) return shown;
  if (last.current) return last.current;
  if (isTranslatedLocale(locale)) for (const load of loads) use(entryOf(load, locale).promise);
  return { locale, texts: loadedTexts(loads, locale) ?? NONE };
}
