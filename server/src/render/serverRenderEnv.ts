import { envNumber } from '@store/shared/node/envNumber';

/**
 * SSR=off turns server rendering off; SSR_BUDGET_MS (default 200) and SSR_THREADS (default 2)
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
