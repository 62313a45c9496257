import type { keptRenders } from './keptRenders';
import type { RenderAnswer, RenderPool, RenderTask } from './renderPool';

type Generation = NonNullable<ReturnType<RenderPool['generation']>['gen']>;

/**
 * A render still running at this many budgets (and at least HARD_LIMIT_FLOOR_MS, so a tiny
 * budget still lets a busy machine finish the page for the next shopper) is stopped and its
 * worker thread replaced.
 */
const HARD_LIMIT_FACTOR = 25;
const HARD_LIMIT_FLOOR_MS = 5_000;

export interface RenderAsk {
  gen: Generation;
  task: RenderTask;
  /** The render's key (serverRender.ts). */
  key: string;
  /** The page may be kept and shared (PageFacts.keep). */
  keep: boolean;
  catalogVersion: string;
  /** When the request began: the budget runs from then. */
  started: number;
}

/**
 * The render a request waits for, and for how long; or 'busy' when it is not waited for at all.
 *
 * The same page asked for again while it renders waits for that render, not for another, and only
 * until the render's own budget is spent: the budget is the render's, not each request's, so a
 * burst of shoppers on a page that renders slowly (a start, a busy machine) wait once, not one
 * after another, and once a render is late everyone asking is answered at once (from the
 * browser's render) until it is kept.
 *
 * A render that will answer within what is left of the budget (waiting for a slot, then rendering
 * as long as renders take now) is queued and waited for, however long the queue: a burst of new
 * pages stays server-rendered while the pool keeps up. One that would not is answered at once. It
 * is still made for the next shopper when it may be kept and less than a round of renders is
 * queued; beyond that it is not started, as renders nobody waits for would make every later
 * shopper's render later (and each fallback's quick answer brings its shopper back sooner).
 */
export function renderOrJoin(
  pool: RenderPool,
  kept: ReturnType<typeof keptRenders>,
  budgetMs: number,
  ask: RenderAsk,
): { work: Promise<RenderAnswer | null>; waitMs: number } | 'busy' {
  const joined = ask.keep ? kept.running(ask.key, ask.catalogVersion) : undefined;
  if (joined) return { work: joined.work, waitMs: joined.answerBy - Date.now() };
  if (pool.queued >= pool.queueLimit) return 'busy';
  const expected = pool.expectedMs();
  const left = ask.started + budgetMs - Date.now();
  const late = pool.queued > 0 && expected !== null && expected > left;
  if (late && (!ask.keep || pool.queued >= pool.capacity)) return 'busy';
  const run = pool.run(
    ask.gen,
    ask.task,
    Math.max(budgetMs * HARD_LIMIT_FACTOR, HARD_LIMIT_FLOOR_MS),
  );
  const answerBy = late ? ask.started : ask.started + budgetMs;
  const work = ask.keep ? kept.track(ask.key, ask.catalogVersion, run, answerBy) : run;
  if (late) {
    work.catch(() => {});
    return 'busy';
  }
  return { work, waitMs: budgetMs };
}
