import { HOLD_SUBMIT_ATTRIBUTE, NEEDS_SCRIPT_ATTRIBUTE } from './pageIds';

/**
 * Props for a part's root: `NEEDS_SCRIPT_ATTRIBUTE` while `when` holds (the part must act before
 * the shopper touches the page), nothing otherwise.
 */
export const needsScriptWhen = (when: boolean): Record<string, string> =>
  when ? { [NEEDS_SCRIPT_ATTRIBUTE]: '' } : {};

/**
 * Props for a form the store server answers whose live answer is the SPEC's (HOLD_SUBMIT_ATTRIBUTE):
 * a press before the page is live is held for it, within a bound.
 */
export const HOLDS_SUBMIT: Record<string, string> = { [HOLD_SUBMIT_ATTRIBUTE]: '' };
