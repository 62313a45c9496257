import { envNumber } from '@store/shared/node/envNumber';

/**
 * How long a request may wait for its page's render. A page left to the browser costs its shopper
 * the whole boot (about 250 KB of script, then the render on their phone: seconds on a slow one),
 * so waiting this long here is cheaper than giving up; at 200 a burst of new pages on two cores was
 * nearly all left to the browser (README, "Server rendering under a burst").
 */
export const DEFAULT_BUDGET_MS = 400;

/**
 * SSR=off turns server rendering off; SSR_BUDGET_MS (default DEFAULT_BUDGET_MS) and SSR_THREADS (default 2)
 * tune it. A value that is not a positive whole number keeps the default.
 */
export function parseServerRender(
  env: NodeJS.ProcessEnv,
): false | { budgetMs?: number; threads?: number } {
  if (/^(off|false|0)$/i.test(env.SSR ?? '')) return false;
  const budgetMs = envNumber(env, 'SSR_BUDGET_MS');
  const threads = envNumber(env, 'SSR_THREADS');
  return { ...(budgetMs ? { budgetMs } : {}), ...(threads ? { threads } : {}) };
}
