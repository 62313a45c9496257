import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractPlugin, ContractMismatchError } from './contractPlugin';

type LoadArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['onLoad']>>[0];
const onLoad = contractPlugin().onLoad!;
const load = (id: string, exposeModule: unknown) =>
  Promise.resolve(onLoad({ id, exposeModule } as unknown as LoadArgs));

it('lets a module keeping the expected contract version through', async () => {
  await expect(
    load('mf_cart/cartService', { contract: { id: 'mf_cart/cartService', version: 1 } }),
  ).resolves.toBeUndefined();
});

it('takes a module without a contract export (built before versioning) as version 1', async () => {
  await expect(load('mf_catalog/Routes', { default: () => null })).resolves.toBeUndefined();
});

it('refuses another major, or a module that says it is another one', async () => {
  await expect(
    load('mf_cart/Routes', { contract: { id: 'mf_cart/Routes', version: 2 } }),
  ).rejects.toThrow(
    new ContractMismatchError(
      'mf_cart/Routes',
      'mf_cart/Routes keeps contract v2; this shell needs v1',
    ),
  );
  await expect(
    load('mf_cart/Routes', { contract: { id: 'mf_checkout/Routes', version: 1 } }),
  ).rejects.toBeInstanceOf(ContractMismatchError);
});

it('leaves modules it does not know, and factory-only loads, alone', async () => {
  await expect(load('mf_cart/Other', { contract: { version: 9 } })).resolves.toBeUndefined();
  await expect(load('mf_cart/Routes', undefined)).resolves.toBeUndefined();
});
