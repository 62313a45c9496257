// `npm run build -w api`: each entry bundled with what it takes of @store/shared
// (shared/build/nodeBundle.mjs), the SQL migrations copied beside it.
// `node build.mjs <folder>` builds into api/<folder> instead (tests start a build of their own).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNode } from '../shared/build/nodeBundle.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
await bundleNode({
  dir,
  outdir: path.resolve(dir, process.argv[2] ?? 'dist'),
  entries: [
    'main.ts',
    'cli/seed.ts',
    'cli/preview-link.ts',
    'cli/checkout-link.ts',
    'cli/catalog.ts',
    'cli/openapi.ts',
    'bench/products-bench.ts',
    'bench/proxyMain.ts',
    'bench/loopDelayProbe.ts',
  ],
  copy: [
    ['src/db/migrations', 'db/migrations'],
    ['src/db/migrations-pg', 'db/migrations-pg'],
  ],
});
