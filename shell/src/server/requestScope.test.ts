/** @jest-environment node */
import {
  bus,
  currentRequestScope,
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  requestLocal,
  setRuntimeConfig,
} from '@store/shared';
import { inRequestScope } from './requestScope';

const tick = () => new Promise((r) => setTimeout(r, 1));

/** One request's render, in the steps a real one takes, awaiting between each. */
async function renderAs(storeSlug: string, currency: string) {
  return inRequestScope(async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, storeSlug });
    await tick();
    bus.emit('localization:changed', {
      locale: 'en',
      currency,
      region: 'USA',
      fulfillmentRegion: 'USA',
    });
    const store = requestLocal(Symbol.for('test.store'), () => ({ owner: storeSlug }));
    await tick();
    return {
      slug: getRuntimeConfig().storeSlug,
      currency: bus.last('localization:changed')?.currency,
      store: requestLocal(Symbol.for('test.store'), () => ({ owner: 'another' })),
      sameStore: store,
    };
  });
}

it('keeps the runtime config, the bus and every per-request value of interleaved renders apart', async () => {
  const results = await Promise.all([
    renderAs('demo', 'USD'),
    renderAs('afterdark', 'EUR'),
    renderAs('megastore', 'GBP'),
    renderAs('demo', 'CAD'),
  ]);
  expect(results.map((r) => [r.slug, r.currency, r.store.owner])).toEqual([
    ['demo', 'USD', 'demo'],
    ['afterdark', 'EUR', 'afterdark'],
    ['megastore', 'GBP', 'megastore'],
    ['demo', 'CAD', 'demo'],
  ]);
  for (const r of results) expect(r.store).toBe(r.sameStore);
});

it('leaves nothing behind once a render is over', async () => {
  await renderAs('demo', 'USD');
  expect(currentRequestScope()).toBeUndefined();
  expect(bus.last('localization:changed')).toBeUndefined();
  expect(() => getRuntimeConfig()).toThrow();
});
