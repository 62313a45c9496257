import { SHELL_STARTING_ATTRIBUTE } from './pageIds';

/**
 * The shell says its code has come and it starts (true), or that it cannot (false): a submit the
 * after-paint script holds then waits for the live page rather than going as HTML (pageIds.ts).
 */
export function markShellStarting(starting: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.toggleAttribute(SHELL_STARTING_ATTRIBUTE, starting);
}
