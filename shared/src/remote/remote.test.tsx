import { createSlice, type Action } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ofType, type Epic } from 'redux-observable';
import { delay, map } from 'rxjs';
import { createRemoteStore } from './createRemoteStore';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { DEFAULT_RUNTIME_CONFIG } from '../api/config';
import { ApiError } from '../api/errors';
import { DEFAULT_THEME_DATA } from '../ui/theme';
import { RemoteProvider, useRemote, withRemoteDefaults } from './RemoteContext';
import { readQuery, type ReadError } from './readQuery';
import { remoteDepsOf } from './remoteDeps';
import { remoteHooks } from './remoteHooks';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, pinged: 0 },
  reducers: {
    pingRequested: (s) => s,
    pinged: (s) => {
      s.pinged += 1;
    },
    added: (s, a: { payload: number }) => {
      s.value += a.payload;
    },
  },
});
type State = { counter: ReturnType<typeof counter.reducer> };
interface Deps {
  step: number;
}
const { pingRequested, pinged, added } = counter.actions;

/** pingRequested → pinged, after the injected step in ms. */
const pingEpic: Epic<Action, Action, State, Deps> = (action$, _state$, deps) =>
  action$.pipe(
    ofType(pingRequested.type),
    delay(deps.step),
    map(() => pinged()),
  );

const make = (preloadedState?: Partial<State>) =>
  createRemoteStore<State, Deps>({
    reducers: { counter: counter.reducer },
    epics: [pingEpic],
    deps: { step: 1 },
    preloadedState,
  });

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('createRemoteStore', () => {
  it('reduces from the preloaded state; epics run only between start() and stop()', async () => {
    const remote = make({ counter: { value: 5, pinged: 0 } });
    remote.store.dispatch(added(2));
    expect(remote.store.getState().counter.value).toBe(7);

    remote.store.dispatch(pingRequested());
    await wait(5);
    expect(remote.store.getState().counter.pinged).toBe(0);

    remote.start();
    remote.start(); // a second start does not run the epics twice
    expect(remote.running).toBe(true);
    remote.store.dispatch(pingRequested());
    await wait(5);
    expect(remote.store.getState().counter.pinged).toBe(1);

    remote.store.dispatch(pingRequested());
    remote.stop(); // the delayed answer in flight is dropped with its epic
    await wait(5);
    expect(remote.running).toBe(false);
    expect(remote.store.getState().counter.pinged).toBe(1);

    remote.start();
    remote.store.dispatch(pingRequested());
    await wait(5);
    expect(remote.store.getState().counter.pinged).toBe(2);
  });

  it('has no thunk middleware without a query api: only plain actions reach the store', () => {
    const remote = make();
    const thunk = (() => undefined) as unknown as Action;
    expect(() => remote.store.dispatch(thunk)).toThrow();
  });
});

describe('createRemoteStore with a query api (reads)', () => {
  interface ReadDeps {
    greet: (name: string) => Promise<string>;
  }
  const api = createApi({
    reducerPath: 'readApi',
    baseQuery: fakeBaseQuery<ReadError>(),
    endpoints: (b) => ({
      greeting: b.query<string, string>({
        queryFn: (name, { extra }) => readQuery(() => (extra as ReadDeps).greet(name)),
      }),
    }),
  });
  type ReadState = State & { readApi: ReturnType<typeof api.reducer> };
  const makeReads = (greet: ReadDeps['greet']) =>
    createRemoteStore<ReadState, ReadDeps>({
      reducers: { counter: counter.reducer, readApi: api.reducer },
      api,
      epics: [],
      deps: { greet },
    });

  it('runs queryFns with the injected deps; one request for two readers of the same argument', async () => {
    const greet = jest.fn((name: string) => Promise.resolve(`hello ${name}`));
    const { store } = makeReads(greet);
    const [a, b] = await Promise.all([
      store.dispatch(api.endpoints.greeting.initiate('ann')),
      store.dispatch(api.endpoints.greeting.initiate('ann')),
    ]);
    expect(a.data).toBe('hello ann');
    expect(b.data).toBe('hello ann');
    expect(greet).toHaveBeenCalledTimes(1);
  });

  it('turns a failed call into a serializable error with the API codes', async () => {
    const { store } = makeReads(() =>
      Promise.reject(new ApiError('Greet', 404, [{ code: 'store', detail: 'Store not found' }])),
    );
    const result = await store.dispatch(api.endpoints.greeting.initiate('bob'));
    expect(result.error).toEqual({ message: 'Store not found', status: 404, codes: ['store'] });
  });

  it('refuses a query api whose reducer is missing', () => {
    expect(() =>
      createRemoteStore<State, ReadDeps>({
        reducers: { counter: counter.reducer },
        api,
        epics: [],
        deps: { greet: jest.fn() },
      }),
    ).toThrow("reducers lack the query api's 'readApi'");
  });
});

describe('remote hooks and context', () => {
  const { useRemoteDispatch, useRemoteSelector } = remoteHooks<
    State,
    ReturnType<typeof make>['store']['dispatch']
  >();

  function Page() {
    const { storeSlug, previewMode } = useRemote();
    const value = useRemoteSelector((s) => s.counter.value);
    const dispatch = useRemoteDispatch();
    return (
      <button type="button" onClick={() => dispatch(added(1))}>
        {storeSlug} {previewMode ? 'preview' : 'live'} {value}
      </button>
    );
  }

  it('reads the shell’s props and the remote’s store under the same names in every remote', () => {
    const remote = make();
    render(
      <Provider store={remote.store}>
        <RemoteProvider value={{ storeSlug: 'afterdark', previewMode: true }}>
          <Page />
        </RemoteProvider>
      </Provider>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('afterdark preview 0');
    button.click();
    expect(remote.store.getState().counter.value).toBe(1);
  });

  it('gives a view the deps its store was made with, as its epics get them', () => {
    const { useRemoteDeps } = remoteHooks<
      State,
      ReturnType<typeof make>['store']['dispatch'],
      Deps
    >();
    function Step() {
      return <p>step {useRemoteDeps().step}</p>;
    }
    render(
      <Provider store={make().store}>
        <Step />
      </Provider>,
    );
    expect(screen.getByText('step 1')).toBeInTheDocument();
  });

  it('refuses deps for a store not made by createRemoteStore', () => {
    expect(() => remoteDepsOf({})).toThrow('a store made without createRemoteStore');
  });

  it('fills what an older shell did not send: default theme, no store record, the booted config', () => {
    const props = withRemoteDefaults({ storeSlug: 'afterdark' });
    expect(props).toMatchObject({
      storeSlug: 'afterdark',
      previewMode: false,
      theme: DEFAULT_THEME_DATA,
      store: null,
      storeName: 'My Store',
    });
    expect(props.config.flags).toEqual(DEFAULT_RUNTIME_CONFIG.flags);
  });

  it('outside a RemoteProvider it says so instead of inventing a store', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const remote = make();
    expect(() =>
      render(
        <Provider store={remote.store}>
          <Page />
        </Provider>,
      ),
    ).toThrow('useRemote() outside a RemoteProvider');
    logged.mockRestore();
  });
});
