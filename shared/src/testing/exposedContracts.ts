import path from 'path';
import { REMOTE_MODULE_CONTRACTS, type RemoteModuleId } from '../remote/contracts';

/** The `exposes` map a remote's webpack config hands the federation plugin (`./Routes` → file). */
export function exposesOf(webpackConfigFile: string): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { federationOptionsOf } = require('../../build/federationOptions.cjs') as {
    federationOptionsOf(file: string): { name: string; exposes: Record<string, string> };
  };
  return federationOptionsOf(webpackConfigFile).exposes;
}

/**
 * The contract test of one remote: every module it exposes is known to the shell's table, says
 * which it is and keeps the version the shell expects, and has the shape the shell calls.
 */
export async function exposedContractProblems(
  container: string,
  exposes: Record<string, string>,
  load: (file: string) => Promise<Record<string, unknown>>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [expose, file] of Object.entries(exposes)) {
    const id = `${container}/${expose.replace(/^\.\//, '')}`;
    if (!(id in REMOTE_MODULE_CONTRACTS)) {
      problems.push(`${id} is exposed but not in REMOTE_MODULE_CONTRACTS`);
      continue;
    }
    const mod = await load(file);
    const contract = mod.contract as { id?: unknown; version?: unknown } | undefined;
    if (contract?.id !== id) problems.push(`${id} exports contract.id ${String(contract?.id)}`);
    if (contract?.version !== REMOTE_MODULE_CONTRACTS[id as RemoteModuleId])
      problems.push(
        `${id} keeps v${String(contract?.version)}, the shell expects v${REMOTE_MODULE_CONTRACTS[id as RemoteModuleId]}`,
      );
    if (id.endsWith('/Routes') && typeof mod.default !== 'function')
      problems.push(`${id} has no component as its default export`);
    if (id === 'mf_cart/cartService' && typeof mod.startCartService !== 'function')
      problems.push(`${id} has no startCartService`);
  }
  for (const id of Object.keys(REMOTE_MODULE_CONTRACTS))
    if (id.startsWith(`${container}/`) && !(`./${id.slice(container.length + 1)}` in exposes))
      problems.push(`${id} is expected by the shell but not exposed`);
  return problems;
}

/** A remote's contract test in one call: what it exposes, and what is wrong with it (none, ideally). */
export async function remoteContract(
  remoteRoot: string,
  container: string,
): Promise<{ exposed: string[]; problems: string[] }> {
  const exposes = exposesOf(path.join(remoteRoot, 'webpack.config.js'));
  const load = (file: string) =>
    import(path.join(remoteRoot, file)) as Promise<Record<string, unknown>>;
  return {
    exposed: Object.keys(exposes).sort(),
    problems: await exposedContractProblems(container, exposes, load),
  };
}
