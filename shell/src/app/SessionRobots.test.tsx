import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus, setSessionCredentials } from '@store/shared';
import { act } from '@testing-library/react';
import { resetStoreLock, watchStoreLock } from '../boot/storeLock';
import { renderShell } from '../test/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const robots = () =>
  Array.from(document.head.querySelectorAll('meta[name="robots"]')).map((m) => [
    m.getAttribute('content'),
    m.hasAttribute('data-page-head'),
  ]);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  // Never settles: no page (and no fallback page) adds robots rules of its own here.
  (loadRemote as jest.Mock).mockReturnValue(new Promise(() => {}));
});
afterEach(() => {
  resetStoreLock();
  setSessionCredentials({ previewToken: null });
  jest.restoreAllMocks();
});

it('a public store outside preview has no robots rule of its own', () => {
  renderShell();
  expect(robots()).toEqual([]);
});

it('a theme preview session is noindex, on every page', () => {
  renderShell({ theme: { previewMode: true } });
  expect(robots()).toEqual([['noindex', false]]);
});

it('a preview token counts even when the draft theme did not load', () => {
  setSessionCredentials({ previewToken: 'A'.repeat(64) });
  renderShell();
  expect(robots()).toEqual([['noindex', false]]);
});

it('a store that asks for its access code is noindex from then on', () => {
  watchStoreLock();
  renderShell({ path: '/login' });
  expect(robots()).toEqual([]);
  act(() => bus.emit('auth:required', { url: '/api/x' }));
  expect(robots()).toEqual([['noindex', false]]);
});
