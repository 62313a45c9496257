import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  call,
  flagship,
  get,
  placeOrder,
  startServer,
  withFrontend,
  type TestServer,
} from './helpers';
import {
  dashboardExprs,
  families,
  CONFIG_FILE,
  hasSample,
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
// metric the rules and the Grafana dashboard read is one a store's processes export, the commerce
// API (requests, orders, payments, the database) or the store server (pages, server render, field
// vitals, browser errors); a real Prometheus scraping both, as ops/prometheus/prometheus.yml
// does, answers every expression and evaluates every rule without error.

const API_TOKEN = 'metrics-token-ops-kit-api-0123456789';
const SERVER_TOKEN = 'metrics-token-ops-kit-server-0123456789';
const rules = readRules();
const dashboard = readDashboard();
const panelExprs = dashboardExprs(dashboard);

/** The two scrape jobs of ops/prometheus/prometheus.yml. */
type Job = 'api' | 'store-server';
const JOBS: Job[] = ['api', 'store-server'];

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

/** What `navigator.sendBeacon` with a text/plain Blob sends from the store's own page. */
const BEACON_HEADERS = {
  'content-type': 'text/plain;charset=UTF-8',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'no-cors',
};

describe('promtool', () => {
  test('checks the rules file', async () => {
    expect(await promtool('check', 'rules', RULES_FILE)).toMatch(/SUCCESS/);
  });

  test("passes the rules' unit tests", async () => {
    expect(await promtool('test', 'rules', RULES_TEST_FILE)).toMatch(/SUCCESS/);
  });

  test('the example configuration is valid and scrapes the API and the store server', async () => {
    const example = fs.readFileSync(CONFIG_FILE, 'utf8');
    expect([...example.matchAll(/^\s*- job_name: (\S+)$/gm)].map((m) => m[1])).toEqual(JOBS);
    // promtool wants the token files in place: a copy beside the rules, with its own.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-prometheus-config-'));
    try {
      const copy = example.replace(/\/etc\/prometheus\//g, `${dir}/`);
      for (const [, file] of copy.matchAll(/credentials_file: (\S+)/g))
        fs.writeFileSync(file!, 't');
      fs.writeFileSync(path.join(dir, 'prometheus.yml'), copy);
      fs.copyFileSync(RULES_FILE, path.join(dir, path.basename(RULES_FILE)));
      expect(await promtool('check', 'config', path.join(dir, 'prometheus.yml'))).toMatch(
        /SUCCESS: .*valid prometheus config/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
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

describe('against a live store: its API and its store server', () => {
  let s: TestServer;
  let beacons: { status: number }[];
  const scrapes = {} as Record<Job, string>;
  beforeAll(async () => {
    s = await startServer(
      {
        metricsToken: SERVER_TOKEN,
        apiOptions: { metricsToken: API_TOKEN },
        // No server build in the miniature front end: each page is a counted fallback.
        serverRender: { threads: 1 },
      },
      withFrontend,
    );
    // The field series and browser errors come from shoppers' browsers, to the store server.
    beacons = [
      await call(s.base, 'POST', '/api/telemetry/vitals', JSON.stringify({ reports: REPORTS }), {
        ...BEACON_HEADERS,
        origin: s.base,
      }),
      await call(
        s.base,
        'POST',
        '/api/telemetry/errors',
        JSON.stringify({ reports: [{ kind: 'render', message: 'x is undefined' }] }),
        BEACON_HEADERS,
      ),
    ];
    // Pages and requests on the store server (its head cache, its server render), requests,
    // a page of products and an order on the API.
    await get(s.base, '/listing/tidepool-wave-tee', { accept: 'text/html' });
    await get(s.base, '/no/such/page');
    await get(s.api.base, '/api/backend/v1/stores/products?slug=demo&per=3');
    await get(s.api.base, '/no/such/route');
    await placeOrder(s.api.base, (await flagship(s.api.base)).sku('Black', 'm'));
    for (const [job, base, token] of [
      ['api', s.api.base, API_TOKEN],
      ['store-server', s.base, SERVER_TOKEN],
    ] as const) {
      await get(base, '/readyz');
      const r = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      scrapes[job] = r.status === 200 ? await r.text() : `status ${r.status}`;
    }
  }, 60_000);
  afterAll(() => s?.close());

  test('the beacons take a batch of every measure and an error report (204)', () => {
    expect(beacons.map((b) => b.status)).toEqual([204, 204]);
  });

  /** Every metric the rules and the dashboard read, with where it is read first. */
  function usedMetrics(): Map<string, string> {
    const used = new Map<string, string>();
    for (const [i, expr] of rules.exprs.entries())
      for (const name of metricNames(expr))
        used.set(name, used.get(name) ?? `rule ${rules.names[i]}`);
    for (const { title, expr } of panelExprs)
      for (const name of metricNames(expr)) used.set(name, used.get(name) ?? `panel "${title}"`);
    for (const name of variableMetrics(dashboard)) used.set(name, used.get(name) ?? 'a variable');
    return used;
  }

  /** The jobs whose scrape holds the metric. */
  const exporters = (name: string): Job[] =>
    JOBS.filter((job) => inScrape(name, families(scrapes[job])));

  test('every metric the rules and the dashboard read is exported by the API or the store server', () => {
    for (const job of ['api', 'store-server'] as const) expect(scrapes[job]).toMatch(/^# HELP /);
    const used = usedMetrics();
    // A sanity check of the tokenizer: it finds the field series and no label or function.
    expect([...used.keys()]).toEqual(
      expect.arrayContaining(['store_field_lcp_seconds_bucket', 'store_http_requests_total']),
    );
    const unknown = [...used]
      .filter(([name]) =>
        name.startsWith('store:') ? !rules.records.includes(name) : exporters(name).length === 0,
      )
      .map(([name, where]) => `${name} (${where})`);
    expect(unknown).toEqual([]);
  });

  test('each is read from the process that exports it', () => {
    const owners = Object.fromEntries(
      [...usedMetrics().keys()]
        .filter((n) => !n.startsWith('store:'))
        .map((n) => [n, exporters(n)]),
    );
    // The pages' series are the store server's alone.
    for (const name of [
      'store_field_lcp_seconds_bucket',
      'store_field_early_actions_count',
      'store_server_render_seconds_count',
      'store_server_render_fallbacks_total',
      'store_render_worker_restarts_total',
      'store_browser_errors_total',
    ])
      expect([name, owners[name]]).toEqual([name, ['store-server']]);
    // The commerce's are the API's alone.
    for (const name of [
      'store_orders_total',
      'store_payments_total',
      'store_db_unavailable_total',
      'store_db_pool_connections',
    ])
      expect([name, owners[name]]).toEqual([name, ['api']]);
    // Both are processes an operator runs: requests, readiness, the process itself.
    for (const name of ['store_http_requests_total', 'store_ready', 'process_cpu_seconds_total'])
      expect([name, owners[name]]).toEqual([name, ['api', 'store-server']]);
    // One family, two caches: the page heads are the store server's, the products pages the API's.
    const cache = (job: Job, name: string) =>
      hasSample(scrapes[job], 'store_page_cache_total', { cache: name });
    expect([cache('store-server', 'head'), cache('api', 'head')]).toEqual([true, false]);
    expect([cache('api', 'products'), cache('store-server', 'products')]).toEqual([true, false]);
    // The requests made above were counted where they were answered.
    expect(
      hasSample(scrapes['store-server'], 'store_browser_errors_total', { kind: 'render' }),
    ).toBe(true);
    expect(hasSample(scrapes.api, 'store_orders_total', {})).toBe(true);
  });

  describe('in Prometheus', () => {
    let prom: Prometheus;
    beforeAll(async () => {
      prom = await startPrometheus({
        jobs: [
          { job: 'api', target: new URL(s.api.base).host, token: API_TOKEN },
          { job: 'store-server', target: new URL(s.base).host, token: SERVER_TOKEN },
        ],
        rules: RULES_FILE,
      });
    }, 60_000);
    afterAll(() => prom?.stop(), 30_000);

    test('scrapes the API and the store server, each with its bearer token', async () => {
      interface Targets {
        activeTargets: { health: string; lastError: string; scrapeUrl: string }[];
      }
      const targets = await eventually('both targets to be up', async () => {
        const a = await prom.api<Targets>('targets');
        const t = a.data?.activeTargets ?? [];
        return t.length === 2 && t.every((x) => x.health === 'up') ? t : undefined;
      });
      expect(targets.map((t) => t.scrapeUrl).sort()).toEqual(
        [`${s.api.base}/metrics`, `${s.base}/metrics`].sort(),
      );
      // The field series reached Prometheus from the store server, the orders from the API.
      const jobsOf = async (query: string) => {
        const r = await prom.api<{ result: { metric: { job?: string } }[] }>(
          `query?query=${encodeURIComponent(query)}`,
        );
        return [...new Set((r.data?.result ?? []).map((x) => x.metric.job))];
      };
      expect(await jobsOf('store_field_lcp_seconds_count')).toEqual(['store-server']);
      expect(await jobsOf('store_orders_total')).toEqual(['api']);
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
