import { exposedContractProblems } from './exposedContracts';

const Page = () => null;
const modules: Record<string, Record<string, unknown>> = {
  './ok.tsx': { default: Page, contract: { id: 'mf_cart/Routes', version: 1 } },
  './old.ts': {
    startCartService: () => ({ stop() {} }),
    contract: { id: 'mf_cart/cartService', version: 2 },
  },
  './bare.tsx': { default: Page },
};
const load = async (file: string) => modules[file]!;

it('finds a drifted version, a missing contract, an unknown expose and a missing one', async () => {
  expect(
    await exposedContractProblems(
      'mf_cart',
      { './Routes': './ok.tsx', './cartService': './old.ts' },
      load,
    ),
  ).toEqual(['mf_cart/cartService keeps v2, the shell expects v1']);
  expect(
    await exposedContractProblems(
      'mf_catalog',
      { './Routes': './bare.tsx', './Extra': './ok.tsx' },
      load,
    ),
  ).toEqual([
    'mf_catalog/Routes exports contract.id undefined',
    'mf_catalog/Routes keeps vundefined, the shell expects v1',
    'mf_catalog/Extra is exposed but not in REMOTE_MODULE_CONTRACTS',
  ]);
  expect(await exposedContractProblems('mf_cart', { './Routes': './ok.tsx' }, load)).toEqual([
    'mf_cart/cartService is expected by the shell but not exposed',
  ]);
});
