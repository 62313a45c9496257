import { bus } from '@store/shared';
import { act, render } from '@testing-library/react';
import { installCredentials } from './credentials';
import { resetStoreLock, useStoreLocked, watchStoreLock } from './storeLock';

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => {
    return { ok: status < 400, status, text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
}

/** The lock as a component sees it. */
function Probe() {
  return <output>{useStoreLocked() ? 'locked' : 'open'}</output>;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  resetStoreLock();
  jest.restoreAllMocks();
});

it('is known once the API opens an access session for the code', async () => {
  answer(200, { locked: true });
  window.history.replaceState(null, '', '/?accessCode=open-sesame');
  await installCredentials('locked');
  expect(render(<Probe />).container.textContent).toBe('locked');
});

it('a store without a code opens no session and is not locked', async () => {
  answer(200, { locked: false });
  window.history.replaceState(null, '', '/?accessCode=whatever');
  await installCredentials('demo');
  expect(render(<Probe />).container.textContent).toBe('open');
});

it('a call refused for want of the code (auth:required) locks it, and the page hears it', () => {
  watchStoreLock();
  const { container } = render(<Probe />);
  expect(container.textContent).toBe('open');
  act(() => bus.emit('auth:required', { url: '/api/theme' }));
  expect(container.textContent).toBe('locked');
});
