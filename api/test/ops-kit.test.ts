import fs from 'node:fs';
import path from 'node:path';
import { call, get, startServer, type TestServer } from './helpers';
import {
  dashboardExprs,
  families,
  inScrape,
  metricNames,
  readDashboard,
  readRules,
  RULES_FILE,
  RULES_TEST_FILE,
  variableMetrics,
} from './ops-kit/kit';
import {
  eventually,
  promtool,
  startPrometheus,
  type Prometheus,
  type RuleGroup,
} from './ops-kit/prometheus';

// The operator kit (ops/): the alert rules pass promtool's check and their unit tests; every
// metric the rules and the Grafana dashboard read is one the store exports; a real Prometheus
// scraping a real store answers every expression and evaluates every rule without error.

const TOKEN = 'metrics-token-ops-kit-0123456789';
const rules = readRules();
const dashboard = readDashboard();
const panelExprs = dashboardExprs(dashboard);

/** One field report of each measure, as the shell's vitals beacon batches them. */
const REPORTS = [
  { name: 'LCP', value: 1200, page: 'home', remote: 'mf-catalog', render: 'render' },
  { name: 'INP', value: 180, page: 'listing', remote: 'mf-catalog', render: 'cache' },
  { name: 'CLS', value: 0.04, page: 'collection', remote: 'mf-catalog', render: 'client' },
  { name: 'FCP', value: 900, page: 'cart', remote: 'mf-cart', render: 'client' },
  { name: 'TTFB', value: 250, page: 'checkout', remote: 'mf-checkout', render: 'render' },
  { name: 'hydration', value: 600, page: 'support', remote: 'mf-support', render: 'render' },
  { name: 'early-actions', value: 1, page: 'search', remote: 'mf-catalog', render: 'render' },
].map((r) => ({ ...r, form: 'mobile' }));

describe('promtool', () => {
  test('checks the rules file', async () => {
    expect(await promtool('check', 'rules', RULES_FILE)).toMatch(/SUCCESS/);
  });

  test("passes the rules' unit tests", async () => {
    expect(await promtool('test', 'rules', RULES_TEST_FILE)).toMatch(/SUCCESS/);
  });

  test('the rules file holds every alert, and every alert has unit tests', () => {
    expect(rules.alerts).toEqual([
      'StoreFieldLcpSlow',
      'StoreFieldInpSlow',
      'StoreEarlyActionsHigh',
      'StoreHttp5xxHigh',
      'StoreServerRenderFallbacksHigh',
      'StoreDatabaseUnavailable',
      'StoreReadinessFlapping',
      'StoreNotReady',
      'StoreRenderWorkerRestarts',
    ]);
    expect(rules.exprs).toHaveLength(rules.names.length);
    for (const r of rules.records) expect(r).toMatch(/^store:/);
    // Each alert is tested firing and quiet: at least two cases name it.
    const tests = fs.readFileSync(RULES_TEST_FILE, 'utf8');
    const untested = rules.alerts.filter((a) => tests.split(`alertname: ${a}\n`).length - 1 < 2);
    expect(untested).toEqual([]);
  });
});

describe('against a live store', () => {
  let s: TestServer;
  let vitals: { status: number; body: unknown };
  let scrape: string;
  beforeAll(async () => {
    s = await startServer({ metricsToken: TOKEN });
    // The field series come from shoppers' browsers: one beacon batch, as sendBeacon sends it.
    vitals = await call(
      s.base,
      'POST',
      '/api/telemetry/vitals',
      JSON.stringify({ reports: REPORTS }),
      {
        'content-type': 'text/plain;charset=UTF-8',
        origin: s.base,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'no-cors',
      },
    );
    // Requests, so the request series have samples.
    await get(s.base, '/api/backend/v0/listing/tidepool-wave-tee?store_slug=demo');
    await get(s.base, '/no/such/page');
    await get(s.base, '/readyz');
    const r = await fetch(`${s.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    scrape = r.status === 200 ? await r.text() : `status ${r.status}`;
  }, 60_000);
  afterAll(() => s?.close());

  test('the vitals beacon takes a batch of every measure (204)', () => {
    expect({ status: vitals.status, body: vitals.body }).toEqual({ status: 204, body: null });
  });

  test('every metric the rules and the dashboard read is in the scrape', () => {
    expect(scrape).toMatch(/^# HELP /);
    const fams = families(scrape);
    const used = new Map<string, string>(); // metric -> where it is read first
    for (const [i, expr] of rules.exprs.entries())
      for (const name of metricNames(expr))
        used.set(name, used.get(name) ?? `rule ${rules.names[i]}`);
    for (const { title, expr } of panelExprs)
      for (const name of metricNames(expr)) used.set(name, used.get(name) ?? `panel "${title}"`);
    for (const name of variableMetrics(dashboard)) used.set(name, used.get(name) ?? 'a variable');

    // A sanity check of the tokenizer: it finds the field series and no label or function.
    expect([...used.keys()]).toEqual(
      expect.arrayContaining(['store_field_lcp_seconds_bucket', 'store_http_requests_total']),
    );
    const unknown = [...used]
      .filter(([name]) =>
        name.startsWith('store:') ? !rules.records.includes(name) : !inScrape(name, fams),
      )
      .map(([name, where]) => `${name} (${where})`);
    expect(unknown).toEqual([]);
  });

  describe('in Prometheus', () => {
    let prom: Prometheus;
    beforeAll(async () => {
      prom = await startPrometheus({
        target: new URL(s.base).host,
        token: TOKEN,
        rules: RULES_FILE,
      });
    }, 60_000);
    afterAll(() => prom?.stop(), 30_000);

    test('scrapes the store with the bearer token', async () => {
      interface Targets {
        activeTargets: { health: string; lastError: string; scrapeUrl: string }[];
      }
      const targets = await eventually('the store target to be up', async () => {
        const a = await prom.api<Targets>('targets');
        const t = a.data?.activeTargets ?? [];
        return t.length > 0 && t.every((x) => x.health === 'up') ? t : undefined;
      });
      expect(targets.map((t) => t.scrapeUrl)).toEqual([`${s.base}/metrics`]);
      // The field series reached Prometheus.
      const lcp = await prom.api<{ result: unknown[] }>(
        `query?query=${encodeURIComponent('store_field_lcp_seconds_count')}`,
      );
      expect(lcp.data?.result.length).toBeGreaterThan(0);
    }, 60_000);

    test('answers every rule and dashboard expression', async () => {
      const exprs = [
        ...rules.exprs.map((expr, i) => ({ where: `rule ${rules.names[i]}`, expr })),
        ...panelExprs.map(({ title, expr }) => ({ where: `panel "${title}"`, expr })),
      ];
      const failures: string[] = [];
      for (const { where, expr } of exprs) {
        const a = await prom.api(`query?query=${encodeURIComponent(expr)}`);
        if (a.status !== 'success') failures.push(`${where}: ${a.error ?? a.status}\n  ${expr}`);
      }
      expect(failures).toEqual([]);
    }, 60_000);

    test('loads every rule and evaluates each without error', async () => {
      const groups = await eventually('every rule to be evaluated', async () => {
        const a = await prom.api<{ groups: RuleGroup[] }>('rules');
        const g = a.data?.groups ?? [];
        const evaluated = (t: string) => !t.startsWith('0001-');
        const done =
          g.length > 0 && g.every((x) => x.rules.every((r) => evaluated(r.lastEvaluation)));
        return done ? g : undefined;
      });
      expect(groups.map((g) => path.resolve(g.file))).toEqual([RULES_FILE]);
      const loaded = groups.flatMap((g) => g.rules.map((r) => r.name));
      expect(loaded).toEqual(rules.names);
      const unhealthy = groups
        .flatMap((g) => g.rules)
        .filter((r) => r.health !== 'ok' || r.lastError)
        .map((r) => `${r.name}: ${r.health} ${r.lastError ?? ''}`);
      expect(unhealthy).toEqual([]);
    }, 60_000);
  });
});
