// Generates the shell's types for the remotes' exposed modules (`mf_cart/cartService`, …) from
// the remotes' own sources, so a remote changing an exposed signature fails the shell's tsc instead
// of failing in a browser. Output: shell/.mf-types/<container>/, one entry file per expose (the
// shell's tsconfig maps `<container>/*` there) plus the declarations the compiler emitted for it.
//
//   node scripts/remote-types.mjs          (also run by `npm run typecheck -w shell`)
import { rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';
import { ROOT, REMOTES } from './lib.mjs';

const require = createRequire(import.meta.url);
const { federationOptionsOf } = require('../shared/build/federationOptions.cjs');
const SHELL = join(ROOT, 'shell');
const OUT = join(SHELL, '.mf-types');

/**
 * Container name and exposes, read from the remote's real webpack config: the map the bundle
 * ships with is then the only one, and the types cannot list a module the remote no longer has.
 */
function federationOptions(pkg) {
  const { name, exposes } = federationOptionsOf(join(ROOT, pkg, 'webpack.config.js'));
  return { container: name, exposes: normalizeExposes(pkg, exposes) };
}

/** `{ './x': './src/x.ts' }` or the plugin's other forms (array, `{ import }`): one file each. */
function normalizeExposes(pkg, exposes) {
  const entries = Array.isArray(exposes)
    ? exposes.flatMap((e) => (typeof e === 'string' ? [[e, e]] : Object.entries(e)))
    : Object.entries(exposes);
  return entries.map(([key, value]) => {
    const target = typeof value === 'string' ? value : value.import;
    const imports = [target].flat();
    if (imports.length !== 1) throw new Error(`${pkg}: expose ${key} must be one module`);
    return { name: key.replace(/^\.\//, ''), file: resolveSource(join(ROOT, pkg), imports[0]) };
  });
}

/** webpack resolves extensionless requests; the compiler's root names need the actual file. */
function resolveSource(dir, request) {
  const base = resolve(dir, request);
  const candidates = [base, ...['.ts', '.tsx'].flatMap((x) => [base + x, join(base, `index${x}`)])];
  const found = candidates.find((f) => /\.tsx?$/.test(f) && existsSync(f));
  if (!found) throw new Error(`${relative(ROOT, base)}: no .ts or .tsx file for this expose`);
  return found;
}

function formatDiagnostics(diagnostics) {
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  };
  return process.stderr.isTTY
    ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host)
    : ts.formatDiagnostics(diagnostics, host);
}

// Parsed files shared between the programs: lib.dom, @types/react and @store/shared would
// otherwise be parsed five times. Keyed as the language service shares them between projects: by
// the options the parser and binder depend on.
const sourceFiles = new Map();
const registry = ts.createDocumentRegistry();

function cachingHost(options) {
  const host = ts.createCompilerHost(options);
  // pathsBasePath (each tsconfig's own folder) only matters to module resolution, which the
  // program keeps outside its source files: leaving it out lets the remotes share.
  const optionsKey = registry.getKeyForCompilationSettings({
    ...options,
    pathsBasePath: undefined,
  });
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, target, onError, shouldCreate) => {
    const { languageVersion, impliedNodeFormat, jsDocParsingMode } =
      typeof target === 'object' ? target : { languageVersion: target };
    const mode = [languageVersion, impliedNodeFormat, jsDocParsingMode].join(',');
    const key = `${optionsKey}|${mode}|${fileName}`;
    let file = sourceFiles.get(key);
    if (!file) {
      file = getSourceFile(fileName, target, onError, shouldCreate);
      if (file) sourceFiles.set(key, file);
    }
    return file;
  };
  return host;
}

const isError = (d) => d.category === ts.DiagnosticCategory.Error;
const toPosix = (p) => p.split(sep).join('/');

/**
 * Module specifiers a declaration file reaches by relative path (imports, re-exports, `import()`
 * types): those files must be emitted beside it. Bare ones (`@store/shared`, react) the shell
 * resolves itself.
 */
function relativeSpecifiers(text) {
  const found = new Set();
  const visit = (node) => {
    let specifier;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      specifier = node.moduleSpecifier;
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      specifier = node.argument.literal;
    } else if (ts.isExternalModuleReference(node)) {
      specifier = node.expression;
    }
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      found.add(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('x.d.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

/** Emits one remote's declarations; returns its entry files, or the diagnostics that stop it. */
function generate(pkg) {
  const { container, exposes } = federationOptions(pkg);
  const outDir = join(OUT, container);
  const configPath = join(ROOT, pkg, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      sourceMap: false,
      incremental: false,
      composite: false,
      skipLibCheck: true,
      // The repository root, not the computed common directory: a remote reaches into shared/src
      // through `paths`, and a fixed root keeps each file's output path predictable.
      rootDir: ROOT,
      outDir,
    },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => failWith([d]) },
  );
  if (parsed.errors.some(isError)) return { container, diagnostics: parsed.errors };
  // The exposed modules and what they import, plus the remote's ambient declarations
  // (build-env.d.ts: the DefinePlugin globals) that its code compiles against.
  const rootNames = [
    ...exposes.map((e) => e.file),
    ...parsed.fileNames.filter((f) => f.endsWith('.d.ts')),
  ];
  const program = ts.createProgram({
    rootNames,
    options: parsed.options,
    host: cachingHost(parsed.options),
    projectReferences: parsed.projectReferences,
  });
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.some(isError)) return { container, diagnostics: global };

  // Declarations for the exposed modules and, transitively, for the files their declarations
  // import by relative path: the part of the remote the shell's types depend on. The remote's
  // own typecheck covers the rest (and its internal modules need not be declarable: its message
  // tables infer types that cannot be named outside react-intl).
  const written = new Set();
  const diagnostics = [];
  const queue = exposes.map((e) => e.file);
  const seen = new Set(queue);
  while (queue.length) {
    const sourceFile = program.getSourceFile(queue.shift());
    const checked = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    diagnostics.push(...checked);
    if (checked.some(isError)) continue;
    let declaration = '';
    const emitted = program.emit(
      sourceFile,
      (fileName, text) => {
        mkdirSync(dirname(fileName), { recursive: true });
        writeFileSync(fileName, text);
        written.add(resolve(fileName));
        declaration = text;
      },
      undefined,
      true,
    );
    diagnostics.push(...emitted.diagnostics);
    for (const specifier of relativeSpecifiers(declaration)) {
      const target = ts.resolveModuleName(specifier, sourceFile.fileName, parsed.options, ts.sys)
        .resolvedModule?.resolvedFileName;
      const next = target && program.getSourceFile(target);
      if (!next || next.isDeclarationFile || seen.has(next.fileName)) continue;
      seen.add(next.fileName);
      queue.push(next.fileName);
    }
  }
  if (diagnostics.some(isError)) return { container, diagnostics };

  const checker = program.getTypeChecker();
  const entries = exposes.map(({ name, file }) => {
    const declaration = join(outDir, relative(ROOT, file)).replace(/\.tsx?$/, '.d.ts');
    const entry = join(outDir, `${name}.d.ts`);
    if (!written.has(declaration)) throw new Error(`${pkg}: no declaration emitted for ${file}`);
    if (written.has(entry)) throw new Error(`${pkg}: expose ${name} clashes with an emitted file`);
    let specifier = toPosix(relative(dirname(entry), declaration)).replace(/\.d\.ts$/, '');
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    // `export *` leaves out the default export: the Routes components are default exports.
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file));
    const hasDefault = moduleSymbol
      ? checker.getExportsOfModule(moduleSymbol).some((s) => s.escapedName === 'default')
      : false;
    const source = toPosix(relative(ROOT, file));
    const lines = [
      `// Generated by scripts/remote-types.mjs from ${source}: do not edit.`,
      `export * from '${specifier}';`,
      ...(hasDefault ? [`export { default } from '${specifier}';`] : []),
    ];
    mkdirSync(dirname(entry), { recursive: true });
    writeFileSync(entry, `${lines.join('\n')}\n`);
    return entry;
  });
  return { container, entries, exposes: exposes.length };
}

/**
 * The declarations as the shell sees them: its own `paths` must resolve every import in them
 * (`@store/shared`, react, …). The shell's skipLibCheck would hide an unresolved import there and
 * turn the remote's types into `any`, and every check against them would pass.
 */
function checkFromShell(entries) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(SHELL, 'tsconfig.json'),
    { noEmit: true, skipLibCheck: false },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => failWith([d]) },
  );
  const program = ts.createProgram({
    rootNames: entries,
    options: parsed.options,
    host: cachingHost(parsed.options),
  });
  const generated = program
    .getSourceFiles()
    .filter((f) => resolve(f.fileName).startsWith(OUT + sep));
  return generated.flatMap((f) => [
    ...program.getSyntacticDiagnostics(f),
    ...program.getSemanticDiagnostics(f),
  ]);
}

function failWith(diagnostics, what = 'remote types') {
  console.error(formatDiagnostics(diagnostics));
  console.error(`${what}: failed`);
  process.exit(1);
}

const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
rmSync(OUT, { recursive: true, force: true });

let failed = false;
const allEntries = [];
for (const pkg of REMOTES) {
  const t = performance.now();
  const result = generate(pkg);
  if (result.diagnostics) {
    console.error(formatDiagnostics(result.diagnostics));
    console.error(`${result.container}: does not compile (${seconds(t)})`);
    failed = true;
    continue;
  }
  allEntries.push(...result.entries);
  const modules = `${result.exposes} exposed module${result.exposes === 1 ? '' : 's'}`;
  console.log(`${result.container}: ${modules} (${seconds(t)})`);
}
if (failed) process.exit(1);

const t = performance.now();
const fromShell = checkFromShell(allEntries);
if (fromShell.length) failWith(fromShell, 'shell/.mf-types, checked with the shell tsconfig');
console.log(`checked with the shell tsconfig (${seconds(t)}); total ${seconds(started)}`);
