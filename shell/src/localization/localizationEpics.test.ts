import { configureStore } from '@reduxjs/toolkit';
import {
  DEFAULT_LOCALIZATION_DETAILS,
  type BusEventMap,
  type EventBus,
  type LocalizationDetails,
} from '@store/shared';
import { createEpicMiddleware } from 'redux-observable';
import type { ShellApi, ShellDeps } from '../app/deps';
import { localizationEpics } from './localizationEpics';
import { localizationReducer, localizationStarted } from './localizationSlice';

type Payload = BusEventMap['localization:changed']['payload'];

/** The shell's deps as this test fakes them: its two calls beside the rest, flat. */
type Fakes = Pick<ShellApi, 'getBuyerLocalization' | 'getLocalizationDetails'> &
  Omit<ShellDeps, 'api'>;

function setup(over: Partial<Fakes> = {}) {
  const emitted: Payload[] = [];
  const langs: string[] = [];
  const fakeBus = {
    emit: (_t: string, p: Payload) => emitted.push(p),
    last: () => emitted.at(-1),
  } as unknown as EventBus;
  const deps: Fakes = {
    getBuyerLocalization: jest.fn().mockResolvedValue({
      buyer_region: 'USA',
      buyer_currency: 'USD',
      buyer_locale: 'en',
      fulfillment_region: 'USA',
    }),
    getLocalizationDetails: jest.fn().mockResolvedValue(DEFAULT_LOCALIZATION_DETAILS),
    readPreference: jest.fn().mockReturnValue(null),
    bus: fakeBus,
    setDocumentLang: (l) => langs.push(l),
    ...over,
  };
  const { getBuyerLocalization, getLocalizationDetails, ...rest } = deps;
  const subscribeNewsletter = jest.fn();
  const epics = createEpicMiddleware({
    dependencies: {
      api: { getBuyerLocalization, getLocalizationDetails, subscribeNewsletter },
      ...rest,
    },
  });
  const store = configureStore({
    reducer: { localization: localizationReducer },
    middleware: (d) => d({ thunk: false }).concat(epics),
  });
  // The shell's epics are typed against its whole state; this store holds the slice they use.
  epics.run(localizationEpics as never);
  const start = (pathname = '/', search = '', inline?: unknown) =>
    store.dispatch(localizationStarted({ storeSlug: 'demo', pathname, search, inline }));
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => (store.getState().localization.settled ? resolve() : setTimeout(check));
      check();
    });
  return { store, deps, emitted, langs, start, settled };
}

describe('localization epics', () => {
  it('a German browser with nothing saved: EU / EUR / de from the buyer localization', async () => {
    const t = setup({
      getBuyerLocalization: jest.fn().mockResolvedValue({
        buyer_region: 'EU',
        buyer_currency: 'EUR',
        buyer_locale: 'de',
        fulfillment_region: 'EUR',
      }),
    });
    t.start();
    await t.settled();
    expect(t.emitted.at(-1)).toEqual({
      locale: 'de',
      currency: 'EUR',
      region: 'EU',
      fulfillmentRegion: 'EUR',
    });
    expect(t.langs.at(-1)).toBe('de');
    expect(t.deps.getBuyerLocalization).toHaveBeenCalledWith('demo');
    expect(t.deps.getLocalizationDetails).toHaveBeenCalledWith('demo');
  });

  it('the saved Preferences are announced at once, before any call answers, and win', async () => {
    let answer!: (v: LocalizationDetails) => void;
    const t = setup({
      readPreference: jest
        .fn()
        .mockReturnValue({ region: 'Canada', currency: 'CAD', locale: 'fr' }),
      getLocalizationDetails: jest.fn(() => new Promise<LocalizationDetails>((r) => (answer = r))),
    });
    t.start();
    expect(t.emitted).toEqual([
      { locale: 'fr', currency: 'CAD', region: 'Canada', fulfillmentRegion: 'USA' },
    ]);
    answer(DEFAULT_LOCALIZATION_DETAILS);
    await t.settled();
    // Same choice after the calls: not announced twice.
    expect(t.emitted).toHaveLength(1);
    expect(t.store.getState().localization.current.locale).toBe('fr');
  });

  it("a listing URL's currency overrides the saved one for this visit", async () => {
    const t = setup({
      readPreference: jest.fn().mockReturnValue({ region: 'EU', currency: 'EUR', locale: 'de' }),
    });
    t.start('/listing/tee', '?currency=GBP');
    await t.settled();
    expect(t.emitted.at(-1)).toMatchObject({ currency: 'GBP', region: 'EU', locale: 'de' });
  });

  it("the page's inline answers resolve at once, with no call (server-assisted boot)", () => {
    const t = setup();
    t.start('/', '', {
      details: DEFAULT_LOCALIZATION_DETAILS,
      buyer: {
        buyer_region: 'EU',
        buyer_currency: 'EUR',
        buyer_locale: 'nl',
        fulfillment_region: 'EUR',
      },
    });
    expect(t.store.getState().localization.settled).toBe(true);
    expect(t.emitted).toEqual([
      { locale: 'nl', currency: 'EUR', region: 'EU', fulfillmentRegion: 'EUR' },
    ]);
    expect(t.deps.getBuyerLocalization).not.toHaveBeenCalled();
    expect(t.deps.getLocalizationDetails).not.toHaveBeenCalled();
  });

  it('malformed inline answers are ignored: the calls are made', async () => {
    const t = setup();
    t.start('/', '', { details: { available_locales: 'x' }, buyer: { buyer_region: 3 } });
    await t.settled();
    expect(t.deps.getBuyerLocalization).toHaveBeenCalledTimes(1);
    expect(t.deps.getLocalizationDetails).toHaveBeenCalledTimes(1);
  });

  it('a failed buyer localization leaves the defaults (and the page) standing', async () => {
    const t = setup({ getBuyerLocalization: jest.fn().mockRejectedValue(new Error('down')) });
    t.start();
    await t.settled();
    expect(t.emitted).toEqual([
      { locale: 'en', currency: 'USD', region: 'USA', fulfillmentRegion: 'USA' },
    ]);
    expect(t.langs.at(-1)).toBe('en');
  });
});
