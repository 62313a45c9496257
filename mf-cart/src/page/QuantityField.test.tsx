import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { QuantityField } from './QuantityField';

// The cart page is server-rendered: a quantity picked before its script runs is the shopper's.

// act() flushes React's work here as in Testing Library's renders (these tests hydrate by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const field = (onChange: (q: number) => void) => (
  <IntlProvider locale="en">
    <QuantityField title="Wave Tee" quantity={2} onChange={onChange} />
  </IntlProvider>
);

/** The server's markup, the shopper's pick on it, then the script: React hydrates it. */
async function pickThenHydrate(value: string, onChange: (q: number) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(field(onChange));
  document.body.append(container);
  const select = container.querySelector('select')!;
  select.value = value;
  const root = await act(async () => hydrateRoot(container, field(onChange)));
  return { container, root };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('a number picked before hydration is applied, not put back', async () => {
  const onChange = jest.fn();
  const { root } = await pickThenHydrate('5', onChange);
  expect(onChange).toHaveBeenCalledWith(5);
  act(() => root.unmount());
});

test('"10+" picked before hydration opens the free-text quantity, focused, as on the live page', async () => {
  const onChange = jest.fn();
  const { container, root } = await pickThenHydrate('more', onChange);
  const input = screen.getByRole('spinbutton', { name: 'Quantity for Wave Tee' });
  expect(container.querySelector('select')).toBeNull();
  expect((input as HTMLInputElement).value).toBe('2');
  await waitFor(() => expect(input).toHaveFocus());
  // Nothing changed yet: the shopper types the number next.
  expect(onChange).not.toHaveBeenCalled();
  act(() => root.unmount());
});
