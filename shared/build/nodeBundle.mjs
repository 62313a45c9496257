// A Node server's build (the API's, the store server's): each entry bundled by esbuild with the
// server's own code and every module it takes from @store/shared (TypeScript source, which Node
// cannot load) inlined, and every package from npm left to Node's require, resolved from the
// server's own folder as it is at run time. Files the code reads beside itself (SQL migrations,
// worker scripts) are copied as they are.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

/** Bare imports are npm packages (external), except @store/shared, which is bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@store/shared' || args.path.startsWith('@store/shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * @param {{ dir: string, entries: string[], copy?: [string, string][], outdir?: string }} o
 *   dir: the package; entries: its entry files (relative to src/, each written at the same path
 *   under the output folder as .js); copy: [from, to] pairs, from relative to dir, to relative to
 *   the output folder, copied after the build; outdir: the output folder (default dir/dist).
 */
export async function bundleNode({ dir, entries, copy = [], outdir = path.join(dir, 'dist') }) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: dir,
    entryPoints: entries.map((e) => path.join('src', e)),
    outbase: 'src',
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // `node --enable-source-maps` reads them when a stack should name our source files.
    sourcemap: 'linked',
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
  for (const [from, to] of copy)
    fs.cpSync(path.join(dir, from), path.join(outdir, to), { recursive: true });
}
