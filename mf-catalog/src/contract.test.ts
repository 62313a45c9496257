import { exposedContractProblems, exposesOf } from '@store/shared/testing';
import path from 'path';

// What this remote exposes still matches the versions the shell expects (REMOTE_MODULE_CONTRACTS).
it('every exposed module keeps the contract the shell expects', async () => {
  const root = path.join(__dirname, '..');
  const exposes = exposesOf(path.join(root, 'webpack.config.js'));
  expect(Object.keys(exposes)).toEqual(['./Routes']);
  const load = (file: string) => import(path.join(root, file));
  expect(await exposedContractProblems('mf_catalog', exposes, load)).toEqual([]);
});
