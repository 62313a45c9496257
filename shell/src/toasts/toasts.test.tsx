import { bus } from '@store/shared';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createShellStore } from '../app/shellStore';
import { Toasts } from './Toasts';
import { shellWords } from '../test/shellWords';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const store = createShellStore();
  render(
    <Provider store={store}>
      <Toasts />
    </Provider>,
    { wrapper: shellWords() },
  );
  return store;
}

it('toast:show adds a toast shown with the title Error (danger default) in the live region', () => {
  const store = setup();
  act(() =>
    bus.emit('toast:show', { type: 'danger', message: 'Error checking out! Please try again.' }),
  );
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(region.getAttribute('aria-live')).toBe('polite');
  const alert = within(region).getByRole('alert');
  expect(within(alert).getByText('Error')).toBeTruthy();
  expect(within(alert).getByText('Error checking out! Please try again.')).toBeTruthy();
  expect(store.getState().toasts.items).toHaveLength(1);
});

it('a success toast is titled Success', () => {
  setup();
  act(() => bus.emit('toast:show', { type: 'success', message: 'Copied!' }));
  const status = screen.getByRole('status');
  expect(within(status).getByText('Success')).toBeTruthy();
});

it('removes a toast after the default 3000 ms', () => {
  const store = setup();
  act(() => bus.emit('toast:show', { type: 'danger', message: 'Short' }));
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByText('Short')).toBeTruthy();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Short')).toBeNull();
  expect(store.getState().toasts.items).toHaveLength(0);
});

it('honours options.duration', () => {
  setup();
  act(() =>
    bus.emit('toast:show', { type: 'danger', message: 'Long', options: { duration: 6000 } }),
  );
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByText('Long')).toBeTruthy();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText('Long')).toBeNull();
});

it('shows a repeated message once', () => {
  setup();
  act(() => {
    bus.emit('toast:show', { type: 'danger', message: 'Twice' });
    bus.emit('toast:show', { type: 'danger', message: 'Twice' });
  });
  expect(screen.getAllByText('Twice')).toHaveLength(1);
});

it('the dismiss button removes the toast', () => {
  setup();
  act(() => bus.emit('toast:show', { type: 'danger', message: 'Bye' }));
  act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
  expect(screen.queryByText('Bye')).toBeNull();
});
