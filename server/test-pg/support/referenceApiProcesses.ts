/**
 * The reference API as processes of their own on a PostgreSQL database of their own, for the
 * store server's suites on PostgreSQL (jest.pg.config.cjs): the only place server/test-pg names
 * api/ (server/src never does: dependency-cruiser). Built from the current source, started as it
 * ships (main.js), its owner's command (cli/catalog.js) run as the owner runs it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApiInto } from '../../../api/test/helpers';
import { spawnLogged, type Logged } from './processes';

export { createScratchDatabase, type ScratchDatabase } from '../../../api/test-pg/scratchDatabase';
export { tcpProxy, type Proxy } from '../../../api/src/bench/proxies';
export {
  call,
  CUSTOMER,
  flagship,
  freePort,
  submitBody,
  TEST_DATABASE_URL,
  type Res,
} from '../../../api/test/helpers';

/** A build of the API under api/<folder>; `remove()` is the caller's once done. */
export interface ApiBuild {
  dir: string;
  start(name: string, env: Record<string, string>, logDir: string): Logged;
  /** `cli/catalog.js price <sku> <amount>`: when its write committed, what it printed, its code. */
  setPrice(sku: string, amount: string, env: Record<string, string>): Promise<PriceCommand>;
}

export interface PriceCommand {
  /** When it printed the change it made (after its transaction committed), or null. */
  committedAt: number | null;
  output: string;
  code: number | null;
}

export function buildApi(folder: string): ApiBuild {
  const dir = buildApiInto(folder);
  return {
    dir,
    start: (name, env, logDir) => spawnLogged(name, path.join(dir, 'main.js'), env, logDir),
    setPrice: (sku, amount, env) =>
      new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [path.join(dir, 'cli', 'catalog.js'), 'price', sku, amount],
          {
            env: { PATH: process.env.PATH ?? '', ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let output = '';
        let committedAt: number | null = null;
        const take = (chunk: Buffer) => {
          output += chunk.toString();
          // `<sku>: 24.99 → 19.99 USD (demo)`: printed once setSkuPrice's transaction is done.
          if (committedAt === null && output.includes(`${sku}: `)) committedAt = Date.now();
        };
        child.stdout.on('data', take);
        child.stderr.on('data', take);
        child.once('error', reject);
        child.once('close', (code) => resolve({ committedAt, output, code }));
      }),
  };
}
