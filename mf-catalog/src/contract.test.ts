import { remoteContract } from '@store/shared/testing';
import path from 'path';

// What this remote exposes still matches the versions the shell expects (REMOTE_MODULE_CONTRACTS).
it('every exposed module keeps the contract the shell expects', async () => {
  const { exposed, problems } = await remoteContract(path.join(__dirname, '..'), 'mf_catalog');
  expect(exposed).toEqual(['./Routes']);
  expect(problems).toEqual([]);
});
