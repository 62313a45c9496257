// `npm run bench`: production build time of every bundle, then the gzip bytes of JavaScript the
// home page loads in Debian Chromium (all bundles), grouped by bundle. Prints figures; no budgets
// are asserted here (see the BUDGET_* env vars to fail on a regression).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRONTENDS, ROOT, run } from './lib.mjs';

const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const port = Number(process.env.BENCH_PORT || 8290);
const skipBuild = process.argv.includes('--no-build');

const buildTimes = {};
if (!skipBuild) {
  for (const pkg of FRONTENDS) {
    const t0 = performance.now();
    await run('npm', ['run', 'build', '-w', pkg, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    buildTimes[pkg] = (performance.now() - t0) / 1000;
  }
}

const dbDir = mkdtempSync(join(tmpdir(), 'store-bench-'));
const server = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DB_PATH: join(dbDir, 'store.db'),
    FRONTEND_ROOT: ROOT,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const url = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/config.json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 200) throw new Error('store server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      const body = await res.body();
      scripts.push({ url: res.url(), raw: body.length, gzip: gzipSync(body).length });
    } catch {
      /* aborted */
    }
  });
  const t0 = performance.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Featured products' }).getByRole('img').first().waitFor();
  const firstTiles = (performance.now() - t0) / 1000;
  await browser.close();

  const bundleOf = (u) => {
    const m = /\/remotes\/([^/]+)\//.exec(new URL(u).pathname);
    return m ? m[1] : 'shell';
  };
  const byBundle = {};
  for (const s of scripts) {
    const b = (byBundle[bundleOf(s.url)] ??= { files: 0, raw: 0, gzip: 0 });
    b.files += 1;
    b.raw += s.raw;
    b.gzip += s.gzip;
  }
  const total = scripts.reduce((a, s) => a + s.gzip, 0);
  console.log('\nHome page JavaScript (gzip bytes, as loaded by Chromium):');
  for (const [b, v] of Object.entries(byBundle)) {
    console.log(
      `  ${b.padEnd(12)} ${String(v.files).padStart(3)} files  ${String(v.gzip).padStart(8)} B gzip  (${v.raw} B raw)`,
    );
  }
  console.log(
    `  ${'TOTAL'.padEnd(12)} ${String(scripts.length).padStart(3)} files  ${String(total).padStart(8)} B gzip`,
  );
  console.log(
    `Home page until the first product image: ${firstTiles.toFixed(2)} s (local, unthrottled)`,
  );
  if (!skipBuild) {
    const sum = Object.values(buildTimes).reduce((a, b) => a + b, 0);
    console.log('\nProduction build time (webpack, sequential):');
    for (const [p, s] of Object.entries(buildTimes))
      console.log(`  ${p.padEnd(12)} ${s.toFixed(1)} s`);
    console.log(`  ${'TOTAL'.padEnd(12)} ${sum.toFixed(1)} s`);
  }
  const budget = Number(process.env.BUDGET_HOME_JS_GZIP || 0);
  if (budget && total > budget) {
    console.error(`Home page JS ${total} B gzip exceeds the budget of ${budget} B`);
    process.exitCode = 1;
  }
} finally {
  server.kill();
  rmSync(dbDir, { recursive: true, force: true });
}
