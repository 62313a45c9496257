import {
  bus,
  getBuyerLocalization,
  getLocalizationDetails,
  subscribeNewsletter,
  type EventBus,
} from '@store/shared';
import { readPreference } from '../localization/preferenceCookie';

/** Every API call the shell's epics make (shared's calls, as every remote's `AppDeps.api`). */
export interface ShellApi {
  getBuyerLocalization: typeof getBuyerLocalization;
  getLocalizationDetails: typeof getLocalizationDetails;
  subscribeNewsletter: typeof subscribeNewsletter;
}

/**
 * What the shell's epics need from outside, injected as the remotes' `AppDeps` are: the browser
 * store gets the real ones, the store server's render and tests pass their own.
 */
export interface ShellDeps {
  api: ShellApi;
  readPreference: typeof readPreference;
  bus: EventBus;
  /** `<html lang>`; a function so tests (and a server render) can leave the document alone. */
  setDocumentLang: (locale: string) => void;
}

export const defaultShellDeps = (): ShellDeps => ({
  api: { getBuyerLocalization, getLocalizationDetails, subscribeNewsletter },
  readPreference,
  bus,
  setDocumentLang: (locale) => {
    document.documentElement.lang = locale;
  },
});
