import { againstBaseline } from '../src/bench/products-bench';

const baseline = {
  measured: 'a stored run',
  ratios: { 'products page, SQLite': 0.2, 'products page, PostgreSQL': 0.25 },
};

test('a share more than 15 % below its baseline says "regressed"; within 15 % or above, ok', () => {
  const lines = againstBaseline(
    { 'products page, SQLite': 0.16, 'products page, PostgreSQL': 0.22 },
    baseline,
  );
  expect(lines[0]).toBe('Against the baseline (a stored run):');
  expect(lines[1]).toMatch(
    /^ {2}regressed {2}products page, SQLite: 16\.0 % against 20\.0 % \(-20 %\)$/,
  );
  expect(lines[2]).toMatch(
    /^ {2}ok {9}products page, PostgreSQL: 22\.0 % against 25\.0 % \(-12 %\)$/,
  );
  expect(againstBaseline({ 'products page, SQLite': 0.3 }, baseline)[1]).toContain('(+50 %)');
});

test('a figure without a baseline, or no baseline at all, is said so and never called a regression', () => {
  const lines = againstBaseline({ 'products page, PostgreSQL +1 ms': 0.2 }, baseline);
  expect(lines[1]).toContain('no baseline');
  expect(lines.join('\n')).not.toContain('regressed');
  expect(againstBaseline({ 'products page, SQLite': 0.1 }, null)[0]).toMatch(
    /^Baseline: none stored/,
  );
});
