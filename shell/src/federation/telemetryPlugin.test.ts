import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bus, type ErrorReport } from '@store/shared';
import { remoteOfModule, telemetryPlugin } from './telemetryPlugin';

type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];
const hook = telemetryPlugin().errorLoadRemote!;

function reportsOf(run: () => Promise<unknown>): Promise<ErrorReport[]> {
  const reports: ErrorReport[] = [];
  const sub = bus.on('error:reported').subscribe((r) => reports.push(r));
  return run().then(() => {
    sub.unsubscribe();
    return reports;
  });
}

it('reports a final load failure once, naming the remote and module, and answers nothing', async () => {
  const error = new Error('RUNTIME-003 manifest 404');
  let answer: unknown = 'unset';
  const reports = await reportsOf(async () => {
    answer = await hook({
      id: 'mf_support/Routes',
      error,
      lifecycle: 'onLoad',
      from: 'runtime',
    } as unknown as ErrorArgs);
  });
  expect(answer).toBeUndefined();
  expect(reports).toEqual([
    {
      kind: 'remote-load',
      message: 'mf_support/Routes could not be loaded: RUNTIME-003 manifest 404',
      remote: 'mf-support',
      module: 'mf_support/Routes',
      error,
    },
  ]);
});

it('does not report the earlier stages of the same failure', async () => {
  const reports = await reportsOf(async () => {
    await hook({
      id: 'https://cdn/mf-manifest.json',
      error: new Error('x'),
      lifecycle: 'afterResolve',
    } as unknown as ErrorArgs);
  });
  expect(reports).toEqual([]);
});

it('maps container ids to remote names', () => {
  expect(remoteOfModule('mf_cart/cartService')).toBe('mf-cart');
  expect(remoteOfModule('other/Routes')).toBeUndefined();
});
