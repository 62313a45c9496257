import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellErrorBoundary, StoreUnavailable } from './StoreUnavailable';

afterEach(() => jest.restoreAllMocks());

it('names the host, has one h1 in a main landmark, and Retry reloads', async () => {
  const onRetry = jest.fn();
  render(<StoreUnavailable host="afterdark.localhost:8080" onRetry={onRetry} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const heading = screen.getByRole('heading', { name: 'Store unavailable' });
  expect(screen.getByRole('main').contains(heading)).toBe(true);
  expect(screen.getByText(/afterdark\.localhost:8080 could not be loaded/)).toBeTruthy();
  expect(document.title).toBe('Store unavailable');
  // An outage is nobody's search result.
  const robots = document.head.querySelector('meta[name="robots"]');
  expect(robots?.getAttribute('content')).toBe('noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('the shell error boundary shows it instead of a blank page when the shell crashes', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  function Crash(): never {
    throw new Error('boom');
  }
  render(
    <ShellErrorBoundary>
      <Crash />
    </ShellErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Store unavailable' })).toBeTruthy();
});
