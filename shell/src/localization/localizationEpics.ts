import {
  isPlainObject,
  usableBuyer,
  usableDetails,
  type BuyerLocalization,
  type LocalizationDetails,
} from '@store/shared';
import {
  combineEpics,
  catchError,
  concat,
  filter,
  forkJoin,
  from,
  ignoreElements,
  map,
  of,
  switchMap,
  tap,
} from '@store/shared/rx';
import type { ShellEpic } from '../app/shellStore';
import { buyerChoice, resolveLocalization, urlChoice } from './localization';
import { localizationResolved, localizationStarted } from './localizationSlice';

/** The page's inline localization, when both of its parts are usable. */
function inlineLocalization(inline: unknown) {
  if (!isPlainObject(inline)) return null;
  const { details, buyer } = inline;
  const d = usableDetails(details);
  const b = usableBuyer(buyer);
  return d && b ? { details: d, buyer: b } : null;
}

/**
 * Start-up (SPEC §1): what is known without the network first (the listing URL, then the saved
 * Preferences), so the page starts in the shopper's choice; then the store's localization
 * details and the buyer localization (Accept-Language aware), which fill what the shopper has not
 * chosen. A failed buyer call counts as no answer; the details fall back to the default set.
 */
export const startLocalizationEpic: ShellEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(localizationStarted.match),
    switchMap(({ payload: { storeSlug, pathname, search, inline } }) => {
      const url = urlChoice(pathname, search);
      const saved = deps.readPreference(storeSlug) ?? {};
      const settledWith = (details: LocalizationDetails, buyer: BuyerLocalization | null) =>
        localizationResolved({
          current: resolveLocalization([url, saved, buyerChoice(buyer)], details),
          details,
          settled: true,
        });
      // The store server wrote both answers into the page: resolved at once, no call made.
      const given = inlineLocalization(inline);
      if (given) return of(settledWith(given.details, given.buyer));
      return concat(
        of(localizationResolved({ current: resolveLocalization([url, saved]), settled: false })),
        forkJoin([
          from(deps.api.getLocalizationDetails(storeSlug)),
          from(deps.api.getBuyerLocalization(storeSlug)).pipe(catchError(() => of(null))),
        ]).pipe(map(([details, buyer]) => settledWith(details, buyer))),
      );
    }),
  );

/** Every bundle follows the sticky, versioned `localization:changed`; `<html lang>` too. */
export const announceLocalizationEpic: ShellEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(localizationResolved.match),
    map((a) => a.payload.current),
    tap((current) => {
      deps.setDocumentLang(current.locale);
      const last = deps.bus.last('localization:changed');
      const same =
        last &&
        last.locale === current.locale &&
        last.currency === current.currency &&
        last.region === current.region &&
        last.fulfillmentRegion === current.fulfillmentRegion;
      if (!same) deps.bus.emit('localization:changed', current);
    }),
    ignoreElements(),
  );

export const localizationEpics = combineEpics(startLocalizationEpic, announceLocalizationEpic);
