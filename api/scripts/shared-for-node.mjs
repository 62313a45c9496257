// The store server runs a few of @store/shared's rules itself (the cart's edits, format and line
// rule for the form actions: src/host/actions), so the browser and the server share one
// implementation. shared is consumed from TypeScript source, which Node 20 cannot load: this
// compiles the shared modules the API imports, and every module they import in turn, to
// CommonJS under dist/node_modules/@store/shared, where Node finds `@store/shared/src/...` from
// dist/ before the workspace link. Only modules the API names are built (never React or the UI).
import { transformFileSync } from '@swc/core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedSrc = path.resolve(apiDir, '..', 'shared', 'src');
// The API's build folder: dist, or the one named (tests build the API elsewhere too).
const distDir = path.resolve(apiDir, process.argv[2] ?? 'dist');
const outRoot = path.join(distDir, 'node_modules', '@store', 'shared', 'src');

/** `@store/shared/src/x` imports of the API's compiled code (type-only imports are gone). */
function entriesOf(dir) {
  const found = new Set();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    if (path.join(entry.parentPath, entry.name).includes(`${path.sep}node_modules${path.sep}`))
      continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/require\("@store\/shared\/src\/([^"]+)"\)/g)) found.add(m[1]);
  }
  return [...found].filter((p) => !p.endsWith('.json'));
}

function sourceFile(base) {
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`shared-for-node: no source for ${base}`);
}

const done = new Set();
function build(file) {
  if (done.has(file)) return;
  done.add(file);
  const { code } = transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2022' },
    module: { type: 'commonjs' },
    swcrc: false,
  });
  const rel = path.relative(sharedSrc, file).replace(/\.tsx?$/, '.js');
  const out = path.join(outRoot, rel);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, code);
  for (const m of code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)) {
    const target = path.resolve(path.dirname(file), m[1]);
    if (target.endsWith('.json')) {
      const jsonOut = path.join(outRoot, path.relative(sharedSrc, target));
      fs.mkdirSync(path.dirname(jsonOut), { recursive: true });
      fs.copyFileSync(target, jsonOut);
    } else build(sourceFile(target));
  }
}

for (const entry of entriesOf(distDir)) build(sourceFile(path.join(sharedSrc, entry)));
console.log(`shared-for-node: ${done.size} modules of @store/shared built for Node`);
