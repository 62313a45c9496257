// `npm test`: every stage of the project's tests in order (a stage marked `beside` runs at the same
// time as the one before it), stopping at the first turn that fails, then a table of each stage's
// duration and the ten slowest e2e tests (from Playwright's JSON report).
// `npm test -- unit e2e` runs only the stages named (README: "Running part of the tests").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

/** The stages, in the order a full run takes them: the cheap checks first. */
const STAGES = [
  { name: 'lint', what: 'ESLint, Prettier, the code map', run: ['run', 'lint'] },
  // Beside lint: ESLint runs on one core, tsc on two, and neither waits for the other.
  { name: 'typecheck', what: 'tsc of every package', run: ['run', 'typecheck'], beside: true },
  // The builds before the suites: the store server's price-flip suite and test-pg's store servers
  // render the built front end, as the e2e stage does.
  { name: 'build', what: 'production builds', run: ['run', 'build'] },
  // On SQLite whatever the shell holds: .ci/run exports TEST_DATABASE_URL for the pg stage, and
  // api/test/helpers.ts would otherwise run all of the API's suites on PostgreSQL here too (CI's
  // unit stage took 6:38 instead of 3, and never tested SQLite).
  {
    name: 'unit',
    what: 'jest: every package, the API on SQLite',
    run: ['run', 'test:unit'],
    unset: ['TEST_DATABASE_URL'],
  },
  // Beside unit: one jest process in band, mostly waiting on PostgreSQL, where unit's leave a core
  // idle about a third of the time (real 2:58, user 3:50).
  {
    name: 'pg',
    what: "jest: the API's engine suites on PostgreSQL",
    run: ['run', 'test:pg'],
    beside: true,
  },
  { name: 'e2e', what: 'Playwright in Chromium', run: ['test', '-w', 'e2e'] },
];
const E2E_REPORT = join(ROOT, 'e2e', '.artifacts', 'results.json');
/** The last run's table, for .ci/run and anyone reading after the scroll-back is gone. */
const SUMMARY_DIR = join(ROOT, 'test-results');
const SUMMARY_FILE = join(SUMMARY_DIR, 'stages.txt');

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(
    `npm test: no stage ${unknown.join(', ')}; the stages are ${STAGES.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const chosen = asked.length > 0 ? STAGES.filter((s) => asked.includes(s.name)) : STAGES;

const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The e2e tests of the last report, slowest first: title, file, duration, whether it failed. */
function e2eTests() {
  if (!existsSync(E2E_REPORT)) return [];
  const report = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
  const found = [];
  // Named by the spec file (a top-level suite), even where a helper made the test.
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const duration = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        found.push({ title: spec.title, file, duration, failed: test.status === 'unexpected' });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return found.sort((a, b) => b.duration - a.duration);
}

/**
 * Runs a stage; resolves to its exit status. A stage beside another has its output kept and
 * printed whole when it ends, so the scroll-back reads stage by stage.
 */
function runStage(stage, live) {
  const env = { ...process.env };
  for (const name of stage.unset ?? []) delete env[name];
  return new Promise((resolve) => {
    const child = spawn('npm', stage.run, {
      cwd: ROOT,
      env,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const kept = [];
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('close', (code) => {
      if (!live) {
        console.log(`\n=== npm test: ${stage.name}, which ran beside the stage before it\n`);
        process.stdout.write(Buffer.concat(kept));
      }
      resolve(code ?? 1);
    });
  });
}

/** The chosen stages in turns: a stage marked `beside` shares the turn of the one before it. */
const turns = [];
for (const stage of chosen) {
  if (stage.beside && turns.length > 0) turns[turns.length - 1].push(stage);
  else turns.push([stage]);
}

const results = [];
const started = Date.now();
let failed = null;
for (const turn of turns) {
  console.log(`\n=== npm test: ${turn.map((s) => `${s.name} (${s.what})`).join(', beside it ')}\n`);
  const done = await Promise.all(
    turn.map(async (stage, i) => {
      const begun = Date.now();
      const status = await runStage(stage, i === 0);
      return { ...stage, ms: Date.now() - begun, ok: status === 0 };
    }),
  );
  results.push(...done);
  failed = done.find((r) => !r.ok)?.name ?? null;
  if (failed) break;
}

const lines = ['', 'npm test: time by stage', ''];
for (const r of results) {
  lines.push(`  ${r.name.padEnd(10)} ${minutes(r.ms).padStart(6)}  ${r.ok ? 'passed' : 'FAILED'}`);
}
for (const s of chosen.slice(results.length)) lines.push(`  ${s.name.padEnd(10)}      -  not run`);
lines.push(`  ${'total'.padEnd(10)} ${minutes(Date.now() - started).padStart(6)}`);
if (results.some((r) => r.name === 'e2e')) {
  const tests = e2eTests();
  const line = (t) => `  ${(t.duration / 1000).toFixed(1).padStart(6)} s  ${t.file} › ${t.title}`;
  lines.push('', 'slowest e2e tests', '', ...tests.slice(0, 10).map(line));
  // Named again at the end of the scroll-back, beside the times (nothing is retried).
  const failures = tests.filter((t) => t.failed);
  if (failures.length)
    lines.push('', `e2e tests that failed: ${failures.length}`, ...failures.map(line));
}
lines.push('');
console.log(lines.join('\n'));
mkdirSync(SUMMARY_DIR, { recursive: true });
writeFileSync(SUMMARY_FILE, lines.join('\n'));
if (failed) {
  console.error(`npm test: the ${failed} stage failed`);
  process.exit(1);
}
