// `npm run build -w server`: the store server bundled with what it takes of @store/shared
// (shared/build/nodeBundle.mjs), its render worker scripts copied beside it (piscina loads them
// by file name). `node build.mjs <folder>` builds into server/<folder> instead (tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNode } from '../shared/build/nodeBundle.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
await bundleNode({
  dir,
  outdir: path.resolve(dir, process.argv[2] ?? 'dist'),
  entries: ['main.ts'],
  copy: [
    ['src/render/renderWorker.cjs', 'renderWorker.cjs'],
    ['src/render/backgroundThread.cjs', 'backgroundThread.cjs'],
  ],
});
