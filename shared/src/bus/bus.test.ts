import { BUS_EVENT_KINDS, type BusCommandType } from './events';
import { firstValueFrom, take, toArray } from 'rxjs';

describe('event bus', () => {
  beforeEach(() => {
    delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@store/bus/v1')];
  });

  function loadCopy() {
    let mod!: typeof import('./bus');
    jest.isolateModules(() => {
      mod = require('./bus');
    });
    return mod.bus;
  }

  it('delivers typed payloads to subscribers of that type only', async () => {
    const bus = loadCopy();
    const got = firstValueFrom(bus.on('toast:show'));
    bus.emit('page:view', { path: '/', title: 'Home' });
    bus.emit('toast:show', { type: 'success', message: 'Saved' });
    await expect(got).resolves.toEqual({ type: 'success', message: 'Saved' });
  });

  it('works across two separately loaded copies of shared (version skew)', async () => {
    const a = loadCopy();
    const b = loadCopy();
    expect(a).not.toBe(b);
    const got = firstValueFrom(b.on('cart:remove'));
    a.emit('cart:remove', { sku: 'L1-C1-S1' });
    await expect(got).resolves.toEqual({ sku: 'L1-C1-S1' });
  });

  it('replays the last value of sticky events to late subscribers', async () => {
    const bus = loadCopy();
    bus.emit('cart:changed', { count: 2, lines: [], region: 'USA', loading: false });
    bus.emit('cart:changed', { count: 3, lines: [], region: 'USA', loading: false });
    const first = await firstValueFrom(loadCopy().on('cart:changed'));
    expect(first.count).toBe(3);
    expect(bus.last('cart:changed')?.count).toBe(3);
  });

  it('does not replay non-sticky events', async () => {
    const bus = loadCopy();
    bus.emit('toast:show', { type: 'danger', message: 'old' });
    const got = firstValueFrom(bus.on('toast:show'));
    bus.emit('toast:show', { type: 'danger', message: 'new' });
    await expect(got).resolves.toMatchObject({ message: 'new' });
  });

  it('stamps every event with its version and filters other versions out of on()', async () => {
    const bus = loadCopy();
    const all = firstValueFrom(bus.events('page:view').pipe(take(2), toArray()));
    const current = firstValueFrom(bus.on('page:view'));
    // A future bundle speaking v2 of page:view on the same transport.
    const transport = (
      globalThis as unknown as Record<symbol, { subject: { next(e: unknown): void } }>
    )[Symbol.for('@store/bus/v1')];
    transport!.subject.next({ type: 'page:view', v: 2, payload: { route: '/x' } });
    bus.emit('page:view', { path: '/cart', title: 'Cart' });
    const events = await all;
    expect(events.map((e) => e.v)).toEqual([2, 1]);
    await expect(current).resolves.toEqual({ path: '/cart', title: 'Cart' });
  });
});

describe('bus event kinds', () => {
  it('marks the cart commands, toasts, analytics and preload requests as commands and the rest as facts', () => {
    const commands: BusCommandType[] = [
      'cart:add',
      'cart:remove',
      'cart:set-quantity',
      'cart:clear',
      'toast:show',
      'analytics:event',
      'remote:preload',
    ];
    const kinds = Object.entries(BUS_EVENT_KINDS);
    expect(kinds.filter(([, k]) => k === 'command').map(([t]) => t)).toEqual(commands);
    expect(kinds.filter(([, k]) => k === 'fact')).toHaveLength(9);
  });
});
