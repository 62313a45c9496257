import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { autoRemoveToastEpic } from './toastEpics';
import { toastAdded, toastRemoved } from './toastSlice';
import type { ShellState } from '../app/shellStore';
import { defaultShellDeps } from '../app/deps';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const state$ = new StateObservable<ShellState>(new Subject(), {} as ShellState);

describe('toasts remove themselves after their duration (virtual time)', () => {
  it('each toast on its own clock: 3 s by default, 6 s when asked, overlapping freely', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const a = toastAdded({ type: 'success', message: 'Saved' }, 0);
      const b = toastAdded(
        { type: 'danger', message: 'Payment failed', options: { duration: 6000 } },
        0,
      );
      const action$ = hot<Action>('a 999ms b', { a, b });
      expectObservable(autoRemoveToastEpic(action$, state$, defaultShellDeps())).toBe(
        '3000ms x 3999ms y',
        {
          x: toastRemoved(a.payload.id),
          y: toastRemoved(b.payload.id),
        },
      );
    });
  });
});
