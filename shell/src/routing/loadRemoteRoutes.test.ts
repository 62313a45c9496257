import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus, REMOTE_LOAD_TIMEOUT_MS, type ErrorReport } from '@store/shared';
import { registerRemoteManifest, resetRegisteredRemotes } from '../boot/remotes';
import { fallbackModuleFor } from '../federation/fallbackModules';
import { clearLoadedRemotes, loadRemoteRoutes, RemoteUnavailableError } from './loadRemoteRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const never = () => new Promise<never>(() => {});
const Routes = () => null;

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockLoadRemote.mockReset();
  clearLoadedRemotes();
  resetRegisteredRemotes();
  registerRemoteManifest({ 'mf-catalog': '/remotes/mf-catalog/mf-manifest.json' }, 'http://x');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('gives up on a load that never answers after the shared 10 s timeout', async () => {
  expect(REMOTE_LOAD_TIMEOUT_MS).toBe(10_000);
  mockLoadRemote.mockImplementation(never);
  let outcome: unknown = 'pending';
  loadRemoteRoutes('mf-catalog').then(
    () => (outcome = 'loaded'),
    (e: unknown) => (outcome = e),
  );
  await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
  expect(outcome).toBe('pending');
  await jest.advanceTimersByTimeAsync(1);
  expect(outcome).toBeInstanceOf(RemoteUnavailableError);
  expect((outcome as RemoteUnavailableError).remote).toBe('mf-catalog');
});

it('reports a load that timed out to the error-reporting hook', async () => {
  mockLoadRemote.mockImplementation(never);
  const reports: ErrorReport[] = [];
  const sub = bus.on('error:reported').subscribe((r) => reports.push(r));
  const result = loadRemoteRoutes('mf-catalog', { timeoutMs: 1000 }).catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(1000);
  expect(await result).toBeInstanceOf(RemoteUnavailableError);
  sub.unsubscribe();
  expect(reports).toEqual([
    expect.objectContaining({
      kind: 'remote-load',
      remote: 'mf-catalog',
      module: 'mf_catalog/Routes',
    }),
  ]);
});

it('never keeps a fallback module, so the next load really tries again', async () => {
  mockLoadRemote.mockResolvedValueOnce(fallbackModuleFor('mf_catalog/Routes', new Error('404')));
  mockLoadRemote.mockResolvedValueOnce({ default: Routes });
  const first = await loadRemoteRoutes('mf-catalog');
  expect(first.default).not.toBe(Routes);
  await expect(loadRemoteRoutes('mf-catalog')).resolves.toEqual({ default: Routes });
  await expect(loadRemoteRoutes('mf-catalog')).resolves.toEqual({ default: Routes });
  expect(mockLoadRemote).toHaveBeenCalledTimes(2);
});

it('keeps a load that lands after the deadline, so "Try again" mounts it at once', async () => {
  let finish: (m: { default: typeof Routes }) => void = () => {};
  mockLoadRemote.mockImplementationOnce(() => new Promise((r) => (finish = r)));
  const options = { timeoutMs: 1000 };
  const first = loadRemoteRoutes('mf-catalog', options).catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(1000);
  expect(await first).toBeInstanceOf(RemoteUnavailableError);
  finish({ default: Routes });
  await jest.advanceTimersByTimeAsync(0);
  await expect(loadRemoteRoutes('mf-catalog', options)).resolves.toEqual({ default: Routes });
  expect(mockLoadRemote).toHaveBeenCalledTimes(1);
});
