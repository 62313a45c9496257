import { firstValueFrom } from 'rxjs';
import { bus } from './bus';
import { requestCartCommand } from './cartCommands';

const add = {
  slug: 'tee',
  listingId: 'L1',
  productId: 'p1',
  colorId: 'c1',
  sizeId: 's1',
  quantity: 1,
};

/** A page whose cart service has not spoken yet: the bus's transport (on globalThis) anew. */
function freshPage() {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@store/bus/v1')];
  return bus;
}

describe('requestCartCommand', () => {
  afterEach(() => jest.useRealTimers());
  // A running cart service has published the cart (sticky) before these commands.
  beforeAll(() => bus.emit('cart:changed', { count: 0, lines: [], region: 'USA', loading: false }));

  it('sends the command with a fresh commandId and emits the matching answer only', async () => {
    const seen: string[] = [];
    const service = bus.on('cart:add').subscribe((p) => {
      seen.push(p.commandId ?? '');
      // Someone else's answer first: it must be ignored.
      bus.emit('cart:ack', { commandId: 'other', command: 'cart:add', ok: false });
      bus.emit('cart:ack', { commandId: p.commandId ?? '', command: 'cart:add', ok: true });
    });
    const ack = await firstValueFrom(requestCartCommand(bus, 'cart:add', add));
    const again = await firstValueFrom(requestCartCommand(bus, 'cart:add', add));
    service.unsubscribe();
    expect(ack).toMatchObject({ command: 'cart:add', ok: true });
    expect(ack.commandId).toBe(seen[0]);
    expect(seen[0]).not.toBe(seen[1]);
    expect(again.commandId).toBe(seen[1]);
  });

  it('passes a refusal through', async () => {
    const service = bus.on('cart:remove').subscribe((p) =>
      bus.emit('cart:ack', {
        commandId: p.commandId ?? '',
        command: 'cart:remove',
        ok: false,
        reason: 'not-stored',
      }),
    );
    await expect(
      firstValueFrom(requestCartCommand(bus, 'cart:remove', { sku: 'x' })),
    ).resolves.toMatchObject({ ok: false, reason: 'not-stored' });
    service.unsubscribe();
  });

  it('answers { ok: false, reason: "no-answer" } when no cart service answers in time', async () => {
    jest.useFakeTimers();
    const sent: unknown[] = [];
    const sub = bus.on('cart:add').subscribe((p) => sent.push(p));
    let result: unknown = null;
    requestCartCommand(bus, 'cart:add', add, 4000).subscribe((a) => (result = a));
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(3999);
    expect(result).toBeNull();
    jest.advanceTimersByTime(1);
    expect(result).toMatchObject({ command: 'cart:add', ok: false, reason: 'no-answer' });
    sub.unsubscribe();
  });

  it('sends nothing until subscribed (cold)', () => {
    const sent: unknown[] = [];
    const sub = bus.on('cart:clear').subscribe((p) => sent.push(p));
    const request = requestCartCommand(bus, 'cart:clear', { reason: 'user' });
    expect(sent).toHaveLength(0);
    request.subscribe().unsubscribe();
    expect(sent).toHaveLength(1);
    sub.unsubscribe();
  });

  it('holds a command until the cart service has started, so a tap on a page just made live is heard', async () => {
    jest.useFakeTimers();
    const page = freshPage();
    const sent: unknown[] = [];
    const service = page.on('cart:add').subscribe((p) => {
      sent.push(p);
      page.emit('cart:ack', { commandId: p.commandId ?? '', command: 'cart:add', ok: true });
    });
    let result: unknown = null;
    requestCartCommand(page, 'cart:add', add, 4000).subscribe((a) => (result = a));
    jest.advanceTimersByTime(3000);
    expect(sent).toHaveLength(0);
    // The service has read the cookie: it publishes the cart, and the command goes.
    page.emit('cart:changed', { count: 0, lines: [], region: 'USA', loading: false });
    expect(sent).toHaveLength(1);
    expect(result).toMatchObject({ command: 'cart:add', ok: true });
    service.unsubscribe();
  });

  it('asks for the cart service (remote:preload of mf-cart) when it has not spoken yet, once per command', () => {
    jest.useFakeTimers();
    const page = freshPage();
    const asked: unknown[] = [];
    const preload = page.on('remote:preload').subscribe((p) => asked.push(p));
    requestCartCommand(page, 'cart:add', add, 4000).subscribe();
    expect(asked).toEqual([{ remote: 'mf-cart' }]);
    // Once the service has published the cart, a command goes at once and asks nothing.
    page.emit('cart:changed', { count: 0, lines: [], region: 'USA', loading: false });
    requestCartCommand(page, 'cart:add', add, 4000).subscribe();
    expect(asked).toHaveLength(1);
    preload.unsubscribe();
  });

  it('with no cart service at all, sends after waiting for one, then answers no-answer', () => {
    jest.useFakeTimers();
    const page = freshPage();
    const sent: unknown[] = [];
    const sub = page.on('cart:add').subscribe((p) => sent.push(p));
    let result: unknown = null;
    requestCartCommand(page, 'cart:add', add, 4000).subscribe((a) => (result = a));
    jest.advanceTimersByTime(4000);
    expect(sent).toHaveLength(1);
    expect(result).toBeNull();
    jest.advanceTimersByTime(4000);
    expect(result).toMatchObject({ ok: false, reason: 'no-answer' });
    sub.unsubscribe();
  });
});
