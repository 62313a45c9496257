import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeViewport } from '@store/shared/testing';
import { CheckoutIntl } from '../../../test/render';
import { SandboxCardView } from './SandboxCardView';

// SPEC §9: "The mobile card layout uses a single card element; larger screens use separate
// number, expiry and CVC fields."

let viewport: ReturnType<typeof fakeViewport>;
afterEach(() => viewport.restore());

function renderCard(width: number) {
  viewport = fakeViewport(width);
  const onPay = jest.fn();
  render(
    <SandboxCardView method="card" label="Place order" ready submitting={false} onPay={onPay} />,
    { wrapper: CheckoutIntl },
  );
  return onPay;
}

const cardGroup = () => screen.queryByRole('group', { name: 'Card' });

it('on a phone (390 px) the card is one element: number, expiry and CVC on one line', async () => {
  const user = userEvent.setup();
  const onPay = renderCard(390);
  const group = cardGroup();
  expect(group).not.toBeNull();
  const inputs = within(group!).getAllByRole('textbox');
  expect(inputs.map((i) => i.getAttribute('aria-label'))).toEqual([
    'Card number',
    'Expiry (MM/YY)',
    'CVC',
  ]);
  await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
  await user.type(inputs[0]!, '4242 4242 4242 4242');
  await user.type(inputs[1]!, '12/34');
  await user.type(inputs[2]!, '123');
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(onPay).toHaveBeenCalledTimes(1);
});

it('on larger screens (1280 px) number, expiry and CVC are separate labelled fields', () => {
  renderCard(1280);
  expect(cardGroup()).toBeNull();
  for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC']) {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    // A visible <label>, not only an accessible name.
    expect(input.labels?.[0]).toHaveTextContent(label);
  }
});

it('follows a turn or a resize without losing what was typed, both ways', async () => {
  const user = userEvent.setup();
  renderCard(1280);
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  viewport.resize(390);
  const group = cardGroup();
  expect(group).not.toBeNull();
  expect(within(group!).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  expect(within(group!).getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
  await user.type(within(group!).getByLabelText('CVC'), '123');
  viewport.resize(1280);
  expect(cardGroup()).toBeNull();
  expect(screen.getByLabelText('CVC')).toHaveValue('123');
  expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
});

it("shows a part's message under the single element", async () => {
  const user = userEvent.setup();
  renderCard(390);
  const number = within(cardGroup()!).getByLabelText('Card number');
  await user.type(number, '4242');
  expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
  expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
});
