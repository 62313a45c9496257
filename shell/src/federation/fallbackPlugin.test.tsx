import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackCause, isFallbackModule } from './fallbackModules';
import { fallbackPlugin } from './fallbackPlugin';

type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];
const hook = fallbackPlugin().errorLoadRemote!;
const args = (id: string, lifecycle: ErrorArgs['lifecycle'], error: unknown) =>
  ({ id, error, lifecycle, from: 'runtime', origin: {} }) as unknown as ErrorArgs;

it("a remote's Routes that failed at the last stage resolve to the fallback module", async () => {
  const error = new Error('ChunkLoadError');
  const mod = (await hook(args('mf_checkout/Routes', 'onLoad', error))) as { default: unknown };
  expect(isFallbackModule(mod)).toBe(true);
  expect(typeof mod.default).toBe('function');
  expect(fallbackCause(mod as never)).toBe(error);
});

it('the cart service resolves to one that starts nothing', async () => {
  const mod = (await hook(args('mf_cart/cartService', 'onLoad', new Error('x')))) as {
    startCartService(): { stop(): void };
  };
  expect(isFallbackModule(mod)).toBe(true);
  expect(() => mod.startCartService().stop()).not.toThrow();
});

it.each(['beforeRequest', 'afterResolve'] as const)(
  'answers nothing at the %s stage (the runtime would take it for a request or a manifest)',
  async (lifecycle) => {
    expect(await hook(args('mf_cart/Routes', lifecycle, new Error('x')))).toBeUndefined();
  },
);

it('answers nothing for a module the shell has no stand-in for', async () => {
  expect(await hook(args('mf_cart/SomethingElse', 'onLoad', new Error('x')))).toBeUndefined();
});
