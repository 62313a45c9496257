import { createShellStore } from '../app/shellStore';
import { DEFAULT_LOCALIZATION } from './localization';
import { localizationResolved } from './localizationSlice';
import { whenLocalizationSettled } from './whenSettled';

describe('whenLocalizationSettled', () => {
  afterEach(() => jest.useRealTimers());

  test('resolves at once when already settled', async () => {
    const store = createShellStore();
    store.dispatch(localizationResolved({ current: DEFAULT_LOCALIZATION, settled: true }));
    await expect(whenLocalizationSettled(store, 10_000)).resolves.toBeUndefined();
  });

  test('waits through an unsettled answer for the settled one', async () => {
    const store = createShellStore();
    let done = false;
    const p = whenLocalizationSettled(store, 10_000).then(() => {
      done = true;
    });
    store.dispatch(localizationResolved({ current: DEFAULT_LOCALIZATION, settled: false }));
    await Promise.resolve();
    expect(done).toBe(false);
    store.dispatch(
      localizationResolved({
        current: { ...DEFAULT_LOCALIZATION, currency: 'EUR' },
        settled: true,
      }),
    );
    await p;
    expect(done).toBe(true);
  });

  test('gives up waiting after the cap (a slow localization call never holds the page)', async () => {
    jest.useFakeTimers();
    const store = createShellStore();
    let done = false;
    const p = whenLocalizationSettled(store, 1500).then(() => {
      done = true;
    });
    jest.advanceTimersByTime(1499);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await p;
    expect(done).toBe(true);
  });
});
