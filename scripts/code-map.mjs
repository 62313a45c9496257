// The code map's measures (README, "Code map"): long product files and functions, import cycles
// that exist at run time, folder pairs in a package that import each other. Reads the sources
// with the TypeScript compiler's parser, so it counts what the code says, not what a regex sees.
//
//   node scripts/code-map.mjs            the figures, then each finding
//   node scripts/code-map.mjs --check    the same, exit 1 when a figure is over its limit
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { FRONTENDS, ROOT } from './lib.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const ts = require('typescript');

const PACKAGES = ['shared', 'api', ...FRONTENDS];
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 100;
/** Folders whose pairs must depend one way (feature folders on `store/` and `ui/`, never back). */
const LAYERED = ['mf-checkout'];

/** Product sources: TypeScript under each package's src, tests and test helpers left out. */
function productFiles() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!['node_modules', 'testing', 'test', '__mocks__', 'bench'].includes(name)) walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const pkg of PACKAGES) if (existsSync(join(ROOT, pkg, 'src'))) walk(join(ROOT, pkg, 'src'));
  return files;
}

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const lineOf = (sf, pos) => sf.getLineAndCharacterOfPosition(pos).line + 1;

/** Named functions (declarations, methods, `const f = () =>`) longer than MAX_FUNCTION_LINES. */
function longFunctions(sf) {
  const found = [];
  const visit = (node) => {
    const isFn =
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node);
    if (isFn && node.body) {
      const lines = lineOf(sf, node.end) - lineOf(sf, node.getStart(sf)) + 1;
      if (lines > MAX_FUNCTION_LINES) found.push({ name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent))
    return `(${parent.expression.getText().slice(0, 40)} callback)`;
  return '(anonymous)';
}

/** Relative imports that load code at run time (`import type` and type-only names left out). */
function runtimeImports(sf, file) {
  const out = [];
  for (const st of sf.statements) {
    const from = st.moduleSpecifier?.text;
    if (!from || !from.startsWith('.')) continue;
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (onlyTypes) continue;
    } else if (ts.isExportDeclaration(st)) {
      if (st.isTypeOnly) continue;
      const named = st.exportClause;
      if (named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly)) continue;
    } else continue;
    const target = resolveModule(dirname(file), from);
    if (target) out.push(target);
  }
  return out;
}

function resolveModule(dir, from) {
  const base = resolve(dir, from);
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
    base,
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Strongly connected groups of more than one file (Tarjan), each a cycle at run time. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const groups = [];
  const strong = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!meta.has(w)) {
        strong(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack)
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const v of graph.keys()) if (!meta.has(v)) strong(v);
  return groups;
}

/** Top-level folders under `<pkg>/src` that import each other (both ways), by run-time imports. */
function mutualFolders(pkg, graph) {
  const src = join(ROOT, pkg, 'src');
  const folderOf = (f) => {
    const parts = relative(src, f).split('/');
    return parts.length > 1 ? parts[0] : null;
  };
  const edges = new Set();
  for (const [from, tos] of graph) {
    if (!from.startsWith(src + '/')) continue;
    for (const to of tos) {
      const a = folderOf(from);
      const b = folderOf(to);
      if (a && b && a !== b) edges.add(`${a}>${b}`);
    }
  }
  return [...edges]
    .map((e) => e.split('>'))
    .filter(([a, b]) => a < b && edges.has(`${b}>${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
}

const rel = (f) => relative(ROOT, f);
const files = productFiles();
const graph = new Map();
const longFiles = [];
const longFns = [];
for (const file of files) {
  const sf = parse(file);
  const lines = sf.getLineAndCharacterOfPosition(sf.end).line + 1;
  if (lines > MAX_FILE_LINES) longFiles.push(`${rel(file)} (${lines} lines)`);
  for (const fn of longFunctions(sf)) longFns.push(`${rel(file)}: ${fn.name} (${fn.lines} lines)`);
  graph.set(file, runtimeImports(sf, file));
}
const loops = cycles(graph).map((g) => g.map(rel).sort().join(' -> '));
const pairs = LAYERED.flatMap((pkg) => mutualFolders(pkg, graph).map((p) => `${pkg}: ${p}`));

const measures = [
  [`product files over ${MAX_FILE_LINES} lines`, longFiles],
  [`functions over ${MAX_FUNCTION_LINES} lines`, longFns],
  ['import cycles at run time', loops],
  [`folder pairs importing each other (${LAYERED.join(', ')})`, pairs],
];
console.log(`${files.length} product files in ${PACKAGES.join(', ')}`);
for (const [label, list] of measures) console.log(`${String(list.length).padStart(4)}  ${label}`);
for (const [label, list] of measures) {
  if (list.length === 0) continue;
  console.log(`\n${label}:`);
  for (const item of list) console.log(`  ${item}`);
}
if (process.argv.includes('--check') && measures.some(([, list]) => list.length > 0)) {
  process.exitCode = 1;
}
