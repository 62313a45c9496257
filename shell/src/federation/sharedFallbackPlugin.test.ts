import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedFallbackPlugin } from './sharedFallbackPlugin';

type Args = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type Entry = NonNullable<ReturnType<Args['resolver']>>['shared'];

const ownFactory = () => 'own copy';
const providedFactory = () => 'provided copy';

/** A share-scope record as the runtime keeps it. */
function record(fields: Partial<Entry>): Entry {
  return {
    version: '2.14.0',
    scope: ['default'],
    from: 'mf_cart',
    get: jest.fn(async () => providedFactory),
    loaded: undefined,
    loading: null,
    ...fields,
  } as unknown as Entry;
}

/** What the plugin answers for a consumer (`mf_catalog` with its own getter) picking `entry`. */
function resolve(entry: Entry, own: jest.Mock | null = jest.fn(async () => ownFactory)) {
  const args = {
    pkgName: '@reduxjs/toolkit/query/react',
    scope: 'default',
    version: '2.14.0',
    shareInfo: { from: 'mf_catalog', get: own ?? undefined },
    resolver: () => ({ shared: entry, useTreesShaking: false }),
  } as unknown as Args;
  const hook = sharedFallbackPlugin({ providerTimeoutMs: 50 }).resolveShare!;
  const answered = (hook(args) ?? args) as Args;
  return { chosen: answered.resolver()!.shared, own };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('leaves a copy that is already loaded alone: nothing can fail any more', () => {
  const entry = record({ lib: providedFactory, loaded: true });
  expect(resolve(entry).chosen).toBe(entry);
});

it("leaves the consumer's own copy alone: there is no one to fall back to", () => {
  const entry = record({ from: 'mf_catalog' });
  expect(resolve(entry).chosen).toBe(entry);
});

it("uses another bundle's copy when it loads, without loading its own", async () => {
  const entry = record({});
  const { chosen, own } = resolve(entry);
  await expect(chosen.get()).resolves.toBe(providedFactory);
  expect(own).not.toHaveBeenCalled();
  expect(entry.lib).toBe(providedFactory);
});

it("falls back to its own copy when the provider's chunk fails, and mends the share scope", async () => {
  const entry = record({ get: jest.fn(async () => Promise.reject(new Error('ChunkLoadError'))) });
  const { chosen, own } = resolve(entry);
  await expect(chosen.get()).resolves.toBe(ownFactory);
  expect(own).toHaveBeenCalledTimes(1);
  // Later consumers find a loaded copy instead of the failed load.
  expect(entry).toMatchObject({ lib: ownFactory, loaded: true });
  await expect(entry.loading).resolves.toBe(ownFactory);
  expect(console.warn).toHaveBeenCalledWith(
    expect.stringContaining('@reduxjs/toolkit/query/react from mf_cart failed'),
    expect.any(Error),
  );
});

it('does not await a load the provider already failed (the runtime keeps it in the scope)', async () => {
  const failed = Promise.reject(new Error('ChunkLoadError'));
  failed.catch(() => {});
  const entry = record({ loading: failed as Entry['loading'] });
  const { chosen } = resolve(entry);
  await expect(chosen.get()).resolves.toBe(ownFactory);
});

it('stops waiting for a provider that never answers', async () => {
  const entry = record({ get: jest.fn(() => new Promise<never>(() => {})) });
  const { chosen } = resolve(entry);
  await expect(chosen.get()).resolves.toBe(ownFactory);
});

it('answers nothing new for a consumer that has no copy of its own', () => {
  const entry = record({});
  expect(resolve(entry, null).chosen).toBe(entry);
});
