import { MAX_VITALS_REPORTS, type VitalsTags } from '@store/shared';
import { fieldReports } from './fieldReports';

const TAGS: VitalsTags = { page: 'listing', remote: 'mf-catalog', render: 'cache', form: 'mobile' };

function collect() {
  const bodies: unknown[] = [];
  const reports = fieldReports(TAGS, (body) => bodies.push(JSON.parse(body)));
  return { reports, bodies };
}

test('nothing is sent until the page is hidden (flush), then one batch with every tag', () => {
  const { reports, bodies } = collect();
  reports.add('TTFB', 123.4, 'v5-1');
  reports.add('FCP', 800.6, 'v5-2');
  reports.add('CLS', 0.123456, 'v5-3');
  expect(bodies).toEqual([]);
  reports.flush();
  expect(bodies).toEqual([
    {
      reports: [
        { name: 'TTFB', value: 123, ...TAGS },
        { name: 'FCP', value: 801, ...TAGS },
        { name: 'CLS', value: 0.1235, ...TAGS },
      ],
    },
  ]);
  reports.flush();
  expect(bodies).toHaveLength(1);
});

test('each measure counts once per page view: a later value of the same instance is dropped', () => {
  const { reports, bodies } = collect();
  reports.add('CLS', 0.05, 'cls-1');
  reports.flush();
  // The tab shown and hidden again: web-vitals reports the same CLS instance with its new value.
  reports.add('CLS', 0.2, 'cls-1');
  reports.add('early-actions', 2);
  reports.add('early-actions', 3);
  reports.flush();
  expect(bodies).toEqual([
    { reports: [{ name: 'CLS', value: 0.05, ...TAGS }] },
    { reports: [{ name: 'early-actions', value: 2, ...TAGS }] },
  ]);
});

test('a full batch goes at once; never more than the server takes in one body', () => {
  const { reports, bodies } = collect();
  for (let i = 0; i < MAX_VITALS_REPORTS + 3; i += 1) reports.add('INP', 40 + i, `inp-${i}`);
  expect(bodies).toHaveLength(1);
  expect((bodies[0] as { reports: unknown[] }).reports).toHaveLength(MAX_VITALS_REPORTS);
  reports.flush();
  expect((bodies[1] as { reports: unknown[] }).reports).toHaveLength(3);
});

test('values the server would refuse are not sent', () => {
  const { reports, bodies } = collect();
  reports.add('LCP', -1, 'a');
  reports.add('LCP', Number.NaN, 'b');
  reports.add('LCP', 600_001, 'c');
  reports.flush();
  expect(bodies).toEqual([]);
});

test('a report carries the tags and the number only: no URL, no text', () => {
  const { reports, bodies } = collect();
  reports.add('LCP', 1000, 'lcp-1');
  reports.flush();
  const [sent] = (bodies[0] as { reports: Record<string, unknown>[] }).reports;
  expect(Object.keys(sent ?? {}).sort()).toEqual([
    'form',
    'name',
    'page',
    'remote',
    'render',
    'value',
  ]);
});
