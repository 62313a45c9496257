/**
 * When each of a pool's tasks got a thread, as the pool hands them out: first come, first served,
 * `capacity` at a time. A task's render time is then its time on a thread, not its wait in the
 * queue (counting the wait too would count it twice once the queue's length is multiplied in).
 */
/** One task's place: when it got a thread (epoch ms, null while it waits), and its end. */
export interface Slot {
  startedAt(): number | null;
  /** The task ended (answered, failed, or aborted while it still waited): once. */
  leave(): void;
}

export class SlotClock {
  private busy = 0;
  private readonly waiting: { start: (at: number) => void }[] = [];

  constructor(private readonly capacity: number) {}

  /** Threads with no task. */
  get free(): number {
    return this.capacity - this.busy;
  }

  /** A task given to the pool now. */
  enter(): Slot {
    let started: number | null = null;
    let left = false;
    const entry = { start: (at: number) => (started = at) };
    if (this.busy < this.capacity) {
      this.busy += 1;
      started = Date.now();
    } else this.waiting.push(entry);
    return {
      startedAt: () => started,
      leave: () => {
        if (left) return;
        left = true;
        // One aborted while it waited never had a thread: it only leaves the line.
        if (started === null) this.waiting.splice(this.waiting.indexOf(entry), 1);
        else this.handOn();
      },
    };
  }

  /** A thread is free: the next task waiting takes it. */
  private handOn(): void {
    const next = this.waiting.shift();
    if (next) next.start(Date.now());
    else this.busy = Math.max(0, this.busy - 1);
  }
}

/**
 * The times measured over the last `windowMs` (at most `size` of them, and always the latest):
 * their median says how long a render takes now. Under load there are many, so one slow page (a
 * collection, a GC) does not turn many shoppers away; after a quiet spell the latest alone speaks
 * for the machine as it is now.
 */
export class RecentTimes {
  private readonly times: { ms: number; at: number }[] = [];

  constructor(
    private readonly size: number,
    private readonly windowMs: number,
  ) {}

  add(ms: number, at = Date.now()): void {
    this.times.push({ ms, at });
    if (this.times.length > this.size) this.times.shift();
  }

  median(now = Date.now()): number | null {
    const latest = this.times.at(-1);
    if (!latest) return null;
    const recent = this.times.filter((t) => now - t.at <= this.windowMs);
    const sorted = (recent.length > 0 ? recent : [latest]).map((t) => t.ms).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? null;
  }
}
