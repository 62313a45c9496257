import { NEEDS_SCRIPT_ATTRIBUTE } from './pageIds';

/**
 * Props for a part's root: `NEEDS_SCRIPT_ATTRIBUTE` while `when` holds (the part must act before
 * the shopper touches the page), nothing otherwise.
 */
export const needsScriptWhen = (when: boolean): Record<string, string> =>
  when ? { [NEEDS_SCRIPT_ATTRIBUTE]: '' } : {};
