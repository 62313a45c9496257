/** Where the search page's close goes (SPEC: "closes back in history, or to /"). */
export type CloseTarget = 'app-back' | 'page-back' | 'home';

export interface CloseFacts {
  /** The app itself moved here (the router's entry is not the page's first). */
  movedInApp: boolean;
  /** The page the browser loaded this one from (`document.referrer`). */
  referrer: string;
  /** This page's origin. */
  origin: string;
  /** Entries in this tab's history (`history.length`). */
  historyLength: number;
}

/**
 * Back within the app when it moved here; back in the browser's history when the search page was
 * loaded as a whole page from one of this store's own (a link followed before the page was live,
 * or a form the store server answered); otherwise home, never out of the store.
 */
export function closeTarget({
  movedInApp,
  referrer,
  origin,
  historyLength,
}: CloseFacts): CloseTarget {
  if (movedInApp) return 'app-back';
  return originOf(referrer) === origin && historyLength > 1 ? 'page-back' : 'home';
}

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
