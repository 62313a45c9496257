import { createSlice, type Action } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ofType, type Epic } from 'redux-observable';
import { delay, map } from 'rxjs';
import { createRemoteStore } from './createRemoteStore';
import { RemoteProvider, useRemote } from './RemoteContext';
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

  it('has no thunk middleware: only plain actions reach the store', () => {
    const remote = make();
    const thunk = (() => undefined) as unknown as Action;
    expect(() => remote.store.dispatch(thunk)).toThrow();
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
