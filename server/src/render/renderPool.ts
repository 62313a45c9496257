import path from 'node:path';
import type { RenderAnswer, RenderInput, RenderOutput } from '@store/shared/src/ssr/renderContract';
import Piscina from 'piscina';
import { RecentTimes, SlotClock } from './renderTimes';

/** What a render worker renders, and what it answers: the shell's server contract, one type. */
export type RenderTask = RenderInput;
export type RenderResult = RenderOutput;
export type { RenderAnswer };

/** One set of server code: the shell's server build and the remotes remotes.json names. */
export interface GenerationSpec {
  /** Changes whenever any of it does (remotes.json, a manifest, the shell's build). */
  key: string;
  shellServer: string;
  internalOrigin: string;
  /** Absolute manifest URLs of the remotes with a server build. */
  remotes: Record<string, string>;
}

export interface RenderPoolOptions {
  threads: number;
  /**
   * Tasks one thread runs at once. Every render carries its hard limit as an abort signal, and
   * piscina runs an abortable task alone on its thread (aborting ends the thread, with whatever
   * else it ran): more than 1 here would only make the pool look roomier than it is.
   */
  tasksPerThread: number;
  /** Heap a thread may use (MB): a runaway render ends its thread, not the server. */
  maxOldGenerationSizeMb: number;
  /** The worker script (tests give a stand-in for the shell's server build). */
  workerFile?: string;
  /** A thread ended unexpectedly (a render past its hard limit, out of memory, a crash) and was replaced. */
  onWorkerRestart?: () => void;
}

/** The pool's sizes, here only (SSR_THREADS may change the threads). */
const DEFAULT_RENDER_POOL: RenderPoolOptions = {
  threads: 2,
  tasksPerThread: 1,
  maxOldGenerationSizeMb: 384,
};

const WORKER_FILE = path.join(__dirname, 'renderWorker.cjs');

interface Generation {
  spec: GenerationSpec;
  pool: Piscina<RenderTask | { warm: true }, RenderAnswer | null>;
  /** Settles once every thread has loaded the code (rejects when it cannot). */
  ready: Promise<void>;
  state: 'warming' | 'warm' | 'failed';
  failedAt: number;
  error: unknown;
  /** When each render got a thread (its time is measured from then). */
  slots: SlotClock;
}

/** A generation that could not start is tried again after this long. */
const RESTART_AFTER_MS = 30_000;

/**
 * The render workers of one generation of server code at a time. A new generation (remotes.json or
 * a build changed) gets fresh threads that load its code and warm up before they serve; the old
 * threads finish what they were given and end. Code is never reloaded in place: a thread only
 * ever runs the generation it was started with.
 */
export class RenderPool {
  private current: Generation | null = null;
  private readonly retiring = new Set<Generation>();

  private readonly options: RenderPoolOptions;

  constructor(options: Partial<RenderPoolOptions> = {}) {
    this.options = { ...DEFAULT_RENDER_POOL, ...options };
  }

  /** Renders the threads run at once: a queue this long means the pool is busy. */
  get capacity(): number {
    return this.options.threads * this.options.tasksPerThread;
  }

  /**
   * The generation for `spec`, when its threads are warm; else null (the caller renders in the
   * browser meanwhile). A spec with a new key starts the next generation and retires this one.
   */
  generation(spec: GenerationSpec): { gen: Generation | null; failed: unknown } {
    const current = this.current;
    if (
      current?.spec.key !== spec.key ||
      (current.state === 'failed' && Date.now() - current.failedAt > RESTART_AFTER_MS)
    )
      this.start(spec);
    const gen = this.current;
    if (gen?.state === 'warm') return { gen, failed: null };
    return { gen: null, failed: gen?.state === 'failed' ? gen.error : null };
  }

  /** Runs a render; one still running after `hardLimitMs` is aborted (piscina ends its thread). */
  run(gen: Generation, task: RenderTask, hardLimitMs: number): Promise<RenderAnswer | null> {
    const slot = gen.slots.enter();
    const work = gen.pool.run(task, { signal: AbortSignal.timeout(hardLimitMs) });
    void work.then(
      () => {
        const startedAt = slot.startedAt();
        slot.leave();
        if (startedAt !== null) this.took(Date.now() - startedAt);
      },
      () => slot.leave(),
    );
    return work;
  }

  /**
   * How long a render asked for now would take to answer, from how long renders take now (the
   * median of the last ones, on their thread): at once on a free thread; else after the renders
   * queued ahead of it, `capacity` at a time, and half of one running now (on average). Null
   * until a render has been timed.
   */
  expectedMs(): number | null {
    const typical = this.recent.median();
    if (typical === null) return null;
    const ahead = this.queued;
    const slotFree = ahead === 0 && this.current !== null && this.current.slots.free > 0;
    return slotFree ? typical : typical * (1 + (ahead + 0.5) / this.capacity);
  }

  /** Renders' times of the last second (renderTimes.ts). */
  private readonly recent = new RecentTimes(20, 1000);

  private took(ms: number): void {
    this.recent.add(ms);
  }

  /**
   * Tasks that may ever wait for a thread (piscina's queue): a bound on memory, far beyond what
   * `renderOrJoin` lets wait, which is what answers within the budget.
   */
  get queueLimit(): number {
    return this.capacity * 16;
  }

  /** Tasks waiting for a thread in the current generation (0 when none). */
  get queued(): number {
    return this.current?.pool.queueSize ?? 0;
  }

  async close(): Promise<void> {
    const all = [this.current, ...this.retiring].filter((g): g is Generation => g !== null);
    this.current = null;
    this.retiring.clear();
    await Promise.all(all.map((g) => g.pool.destroy()));
  }

  private start(spec: GenerationSpec): void {
    const old = this.current;
    const { threads, tasksPerThread, maxOldGenerationSizeMb } = this.options;
    const pool = new Piscina<RenderTask | { warm: true }, RenderAnswer | null>({
      filename: this.options.workerFile ?? WORKER_FILE,
      minThreads: threads,
      maxThreads: threads,
      // Threads stay: each holds its generation's code, loaded once.
      idleTimeout: Number.MAX_SAFE_INTEGER,
      concurrentTasksPerWorker: tasksPerThread,
      maxQueue: this.queueLimit,
      resourceLimits: { maxOldGenerationSizeMb },
      // Nothing of the server's environment (keys, DATABASE_URL) reaches remote code.
      env: {},
      workerData: {
        shellServer: spec.shellServer,
        internalOrigin: spec.internalOrigin,
        remotes: spec.remotes,
      },
    });
    // The first threads of a generation are its start; any later one replaces a thread that ended.
    let started = 0;
    pool.on('workerCreate', () => {
      started += 1;
      if (started > threads) this.options.onWorkerRestart?.();
    });
    const gen: Generation = {
      spec,
      pool,
      state: 'warming',
      failedAt: 0,
      error: null,
      slots: new SlotClock(this.capacity),
      ready: Promise.resolve(),
    };
    // One warm-up task per thread; piscina hands concurrent tasks to idle threads first.
    gen.ready = Promise.all(Array.from({ length: threads }, () => pool.run({ warm: true }))).then(
      () => {
        gen.state = 'warm';
      },
      (e: unknown) => {
        gen.state = 'failed';
        gen.failedAt = Date.now();
        gen.error = e;
        console.error('[render] a generation of server code could not start', e);
        void pool.destroy();
      },
    );
    this.current = gen;
    if (old) this.retire(old);
  }

  private retire(gen: Generation): void {
    this.retiring.add(gen);
    // close() lets the tasks already given finish (a drain), then ends the threads.
    void gen.pool
      .close()
      .catch(() => gen.pool.destroy())
      .finally(() => this.retiring.delete(gen));
  }
}
