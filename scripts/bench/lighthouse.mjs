// Lighthouse (mobile and desktop, simulated throttling) on one page of the store, in a fresh
// Debian Chromium profile per run, so every run starts with an empty cache.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib.mjs';
import { CHROMIUM } from './firstLoadJs.mjs';
import { spread } from './stats.mjs';

const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const load = async (id) => import(pathToFileURL(require.resolve(id)).href);
const { default: lighthouse } = await load('lighthouse');
const { default: desktopConfig } = await load('lighthouse/core/config/desktop-config.js');
const chromeLauncher = await load('chrome-launcher');
const puppeteer = (await load('puppeteer-core')).default;

/**
 * One Lighthouse run. `prepare(page)` runs first in the same profile (a cart cookie, a checkout
 * this browser owns) and may return the URL to measure; storage is then kept, not reset.
 */
export async function lighthouseRun(url, { formFactor, prepare }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const target = (prepare ? await prepare(page) : null) ?? url;
    const result = await lighthouse(
      target,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // SEO too (issue 13): cheap, it reads what the performance run already loaded.
        onlyCategories: ['performance', 'seo'],
        disableStorageReset: true,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${target}`);
    const a = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      // The SEO audits that did not pass, by id (what to fix when the score drops).
      seoFailed: (lhr.categories.seo?.auditRefs ?? [])
        .filter(
          (r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id]?.score < 1,
        )
        .map((r) => r.id),
      lcpMs: a('largest-contentful-paint'),
      tbtMs: a('total-blocking-time'),
      cls: a('cumulative-layout-shift'),
      fcpMs: a('first-contentful-paint'),
      jsBytes: (lhr.audits['resource-summary']?.details?.items ?? []).find(
        (i) => i.resourceType === 'script',
      )?.transferSize,
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 5)
        .map((i) => `${(i.score ?? 0).toFixed(3)} ${String(i.node?.snippet ?? '?').slice(0, 120)}`),
      // Where the main thread goes: the scripts costing most (scripting + parse/compile, ms).
      bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
        .slice(0, 6)
        .map(
          (i) =>
            `${Math.round(i.scripting + i.scriptParseCompile)} ms ${String(i.url).replace(/^https?:\/\/[^/]+/, '')}`,
        ),
      runtimeError: lhr.runtimeError?.message ?? null,
      // Lighthouse's measure of this machine's CPU (a 2020s desktop scores 1,500–2,500): TBT
      // is the page's tasks ×4, so a slower or busier machine reads a slower page.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    await browser?.disconnect().catch(() => {});
    await chrome.kill();
  }
}

/** `runs` Lighthouse runs of one page: the median, min and max of each figure. */
export async function lighthouseMedian(url, opts, runs) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url, opts));
  // A run Lighthouse itself failed (e.g. NO_NAVSTART) scores 0: it is reported, not counted.
  const good = all.filter((r) => !r.runtimeError);
  const stat = (k) => {
    return spread((good.length ? good : all).map((r) => r[k]).filter((x) => typeof x === 'number'));
  };
  return {
    score: stat('score'),
    seo: stat('seo'),
    seoFailed: [...new Set(all.flatMap((r) => r.seoFailed ?? []))],
    lcpMs: stat('lcpMs'),
    tbtMs: stat('tbtMs'),
    cls: stat('cls'),
    fcpMs: stat('fcpMs'),
    jsBytes: stat('jsBytes'),
    lcpElement: all.map((r) => r.lcpElement).find(Boolean) ?? null,
    layoutShifts: all[0]?.layoutShifts ?? [],
    bootup: all[0]?.bootup ?? [],
    benchmarkIndex: stat('benchmarkIndex'),
    errors: all.map((r) => r.runtimeError).filter(Boolean),
  };
}
