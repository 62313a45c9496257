// The code map's measures (README, "Code map"): long product files and functions. Reads the
// sources with the TypeScript compiler's parser, so it counts what the code says, not what a regex
// sees. Which code may import which (cycles included) is dependency-cruiser's
// (.dependency-cruiser.cjs, `npm run deps`).
//
//   node scripts/code-map.mjs            the figures, then each finding
//   node scripts/code-map.mjs --check    the same, exit 1 when a figure is over its limit
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { FRONTENDS, ROOT } from './lib.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const ts = require('typescript');

const PACKAGES = ['shared', 'api', 'server', ...FRONTENDS];
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 100;

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
  // The servers' kit lives beside shared's browser code.
  walk(join(ROOT, 'shared', 'node'));
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

const rel = (f) => relative(ROOT, f);
const files = productFiles();
const longFiles = [];
const longFns = [];
for (const file of files) {
  const sf = parse(file);
  const lines = sf.getLineAndCharacterOfPosition(sf.end).line + 1;
  if (lines > MAX_FILE_LINES) longFiles.push(`${rel(file)} (${lines} lines)`);
  for (const fn of longFunctions(sf)) longFns.push(`${rel(file)}: ${fn.name} (${fn.lines} lines)`);
}

const measures = [
  [`product files over ${MAX_FILE_LINES} lines`, longFiles],
  [`functions over ${MAX_FUNCTION_LINES} lines`, longFns],
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
