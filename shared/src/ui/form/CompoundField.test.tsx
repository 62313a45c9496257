import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_STORE_THEME } from '../theme';
import { CompoundField } from './CompoundField';
import { StoreForm } from './StoreForm';
import { useStoreForm } from './useStoreForm';

interface Card {
  number: string;
  expiry: string;
}

function CardLine({ onSubmit = () => undefined }: { onSubmit?: (v: Card) => void }) {
  const form = useStoreForm<Card>({
    validateOn: 'change',
    initialValues: { number: '', expiry: '' },
    validate: (v) => ({
      ...(/^\d{16}$/.test(v.number) ? {} : { number: 'Your card number is incomplete.' }),
      ...(v.expiry ? {} : { expiry: 'Please enter the expiry date as MM/YY' }),
    }),
    onSubmit,
  });
  return (
    <ThemeProvider theme={DEFAULT_STORE_THEME}>
      <StoreForm form={form}>
        <CompoundField
          label="Card"
          parts={[
            { name: 'number', label: 'Card number', flex: '1 1 auto', inputMode: 'numeric' },
            { name: 'expiry', label: 'Expiry (MM/YY)', placeholder: 'MM / YY' },
          ]}
        />
        <button type="submit">Pay</button>
      </StoreForm>
    </ThemeProvider>
  );
}

it('is one labelled group whose inputs each have their own name and form value', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<CardLine onSubmit={onSubmit} />);
  const group = screen.getByRole('group', { name: 'Card' });
  const number = within(group).getByRole('textbox', { name: 'Card number' });
  expect(number).toHaveAttribute('inputmode', 'numeric');
  await user.type(number, '4242424242424242');
  await user.type(within(group).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  expect(onSubmit).toHaveBeenCalledWith(
    { number: '4242424242424242', expiry: '12/34' },
    expect.anything(),
  );
});

it("shows each part's message under the line, tied to that part's input", async () => {
  const user = userEvent.setup();
  render(<CardLine />);
  const number = screen.getByRole('textbox', { name: 'Card number' });
  await user.type(number, '4242');
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
  // The expiry was not edited yet: validating on change shows nothing for it.
  const expiry = screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
  expect(expiry).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Please enter the expiry date as MM/YY')).toBeNull();
});
