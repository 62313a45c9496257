import fs from 'node:fs';
import path from 'node:path';

// Reading the operator kit (ops/ at the repository root): the rules' expressions, the dashboard's
// expressions with its template variables filled in, and the metric names PromQL refers to.

export const OPS = path.join(__dirname, '..', '..', '..', 'ops');
export const RULES_FILE = path.join(OPS, 'prometheus', 'store-alerts.yml');
export const RULES_TEST_FILE = path.join(OPS, 'prometheus', 'store-alerts.test.yml');
export const CONFIG_FILE = path.join(OPS, 'prometheus', 'prometheus.yml');
export const DASHBOARD_FILE = path.join(OPS, 'grafana', 'store-dashboard.json');

export interface Rules {
  /** Recording rules' names (`record:`). */
  records: string[];
  /** Alerting rules' names (`alert:`). */
  alerts: string[];
  /** Every rule's name (its `record` or `alert`), in file order. */
  names: string[];
  /** Every rule's `expr`, in file order. */
  exprs: string[];
}

const unquote = (v: string) =>
  /^'.*'$/s.test(v) ? v.slice(1, -1).replace(/''/g, "'") : /^".*"$/s.test(v) ? JSON.parse(v) : v;

/**
 * The rules file's names and expressions, read line by line: `record:`, `alert:`, and `expr:` as
 * one line (plain or quoted) or a block scalar (`|`, `>`, with `-`/`+`). Not a YAML parser: the
 * test checks that Prometheus loaded the very same rules.
 */
export function readRules(file = RULES_FILE): Rules {
  const rules: Rules = { records: [], alerts: [], names: [], exprs: [] };
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)(?:- )?(record|alert|expr):\s*(.*?)\s*$/.exec(lines[i]!);
    if (!m) continue;
    const [, indent, key, value] = m as unknown as [string, string, string, string];
    if (key !== 'expr') {
      rules.names.push(unquote(value));
      (key === 'record' ? rules.records : rules.alerts).push(unquote(value));
    } else if (/^[|>][-+]?$/.test(value)) {
      const block: string[] = [];
      while (
        i + 1 < lines.length &&
        (!lines[i + 1]!.trim() || indentOf(lines[i + 1]!) > indent.length)
      )
        block.push(lines[++i]!.trim());
      rules.exprs.push(block.join('\n').trim());
    } else rules.exprs.push(unquote(value));
  }
  return rules;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

interface Panel {
  title?: string;
  targets?: { expr?: string }[];
  panels?: Panel[];
}
interface Dashboard {
  panels: Panel[];
  templating: { list: { name: string; type: string; query?: unknown; definition?: string }[] };
}

export function readDashboard(file = DASHBOARD_FILE): Dashboard {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Dashboard;
}

/** Grafana's interval variables, as a 15 s scrape would give them. */
const GRAFANA_INTERVALS: Record<string, string> = {
  __rate_interval: '1m',
  __interval: '1m',
  __range: '1h',
};

/** Every panel target's expression (rows' panels included), template variables filled in. */
export function dashboardExprs(d: Dashboard): { title: string; expr: string }[] {
  const values: Record<string, string> = { ...GRAFANA_INTERVALS };
  // A variable used in a matcher (page=~"$page") matches all its values with `.*`.
  for (const v of d.templating.list) if (v.type !== 'datasource') values[v.name] = '.*';
  const fill = (expr: string) =>
    expr.replace(/\$\{(\w+)(?::\w+)?\}|\$(\w+)|\[\[(\w+)\]\]/g, (all, a, b, c) => {
      const name = (a ?? b ?? c) as string;
      return values[name] ?? all;
    });
  const out: { title: string; expr: string }[] = [];
  const walk = (panels: Panel[]) => {
    for (const p of panels) {
      for (const t of p.targets ?? [])
        if (t.expr) out.push({ title: p.title ?? '', expr: fill(t.expr) });
      walk(p.panels ?? []);
    }
  };
  walk(d.panels);
  return out;
}

/** The metrics the template variables' `label_values(metric, label)` queries read. */
export function variableMetrics(d: Dashboard): string[] {
  return d.templating.list.flatMap((v) => {
    const m = /label_values\(\s*([A-Za-z_:][\w:]*)\s*,/.exec(v.definition ?? '');
    return m ? [m[1]!] : [];
  });
}

const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'group_left', 'group_right']);
const KEYWORDS_CI = new Set(['inf', 'nan']);

/**
 * The metric names a PromQL expression reads: string literals, label matchers (`{...}`), label
 * lists (`by (...)`, `on (...)`…), ranges and numbers go first; what is left that is not a
 * function or aggregation (a name followed by `(`) nor a keyword is a metric.
 */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/(?<![\w:])\.?\d[\w.]*(?:[eE][+-]\d+)?/g, ' ');
  const names = new Set<string>();
  for (const m of bare.matchAll(/([A-Za-z_:][\w:]*)(\s*\()?/g)) {
    const [, name, call] = m as unknown as [string, string, string | undefined];
    if (call || KEYWORDS.has(name) || KEYWORDS_CI.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names];
}

/** Metric families in a Prometheus text scrape (`# TYPE name type`), name to type. */
export function families(scrape: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)) found.set(m[1]!, m[2]!);
  return found;
}

/** Whether a series name is in the scrape: a family, or a histogram's or summary's part of one. */
export function inScrape(name: string, fams: Map<string, string>): boolean {
  if (fams.has(name)) return true;
  const m = /^(.*)_(bucket|sum|count)$/.exec(name);
  const type = m ? fams.get(m[1]!) : undefined;
  return type === 'histogram' || (type === 'summary' && m?.[2] !== 'bucket');
}

/** Whether the scrape has a sample of `name` carrying every one of `labels` (in any order). */
export function hasSample(scrape: string, name: string, labels: Record<string, string>): boolean {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  return scrape.split('\n').some((line) => {
    const m = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? \S+$/.exec(line);
    if (!m || m[1] !== name) return false;
    const have = (m[2] ?? '').split(',');
    return want.every((w) => have.includes(w));
  });
}
