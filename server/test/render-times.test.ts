import { RecentTimes, SlotClock } from '../src/render/renderTimes';

describe('SlotClock', () => {
  test('a task gets a thread at once while one is free, else when the task ahead of it ends', async () => {
    const slots = new SlotClock(2);
    const first = slots.enter();
    const second = slots.enter();
    expect(first.startedAt()).not.toBeNull();
    expect(slots.free).toBe(0);
    const third = slots.enter();
    expect(third.startedAt()).toBeNull();
    await new Promise((r) => setTimeout(r, 30));
    first.leave();
    expect(third.startedAt()).toBeGreaterThanOrEqual(first.startedAt()! + 30);
    // Its thread passed on to the waiting task: still none free.
    expect(slots.free).toBe(0);
    second.leave();
    third.leave();
    expect(slots.free).toBe(2);
    // A task leaves once, however often it is told to.
    third.leave();
    expect(slots.free).toBe(2);
  });

  test('a task aborted while it waits leaves the line without taking a thread from anyone', () => {
    const slots = new SlotClock(1);
    const running = slots.enter();
    const aborted = slots.enter();
    const next = slots.enter();
    aborted.leave();
    expect(slots.free).toBe(0);
    running.leave();
    expect(aborted.startedAt()).toBeNull();
    expect(next.startedAt()).not.toBeNull();
    next.leave();
    expect(slots.free).toBe(1);
  });
});

describe('RecentTimes', () => {
  test('nothing measured: no estimate', () => {
    expect(new RecentTimes(20, 1000).median()).toBeNull();
  });

  test('the median of the last second: one slow render among many does not move it', () => {
    const times = new RecentTimes(20, 1000);
    for (const ms of [50, 55, 60, 900, 52]) times.add(ms, 10_000);
    expect(times.median(10_500)).toBe(55);
  });

  test('after a quiet spell, the latest render alone speaks for the machine as it is now', () => {
    const times = new RecentTimes(20, 1000);
    for (const ms of [1, 1, 1, 1]) times.add(ms, 10_000);
    times.add(900, 12_000);
    expect(times.median(12_100)).toBe(900);
    expect(times.median(20_000)).toBe(900);
  });

  test('keeps no more than its size', () => {
    const times = new RecentTimes(3, 1000);
    for (const ms of [900, 900, 900, 10, 10, 10]) times.add(ms, 5_000);
    expect(times.median(5_000)).toBe(10);
  });
});
