import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CheckboxField } from '../ui/form/CheckboxField';
import { SelectField } from '../ui/form/SelectField';
import { StoreForm } from '../ui/form/StoreForm';
import { TextField } from '../ui/form/TextField';
import { useStoreForm } from '../ui/form/useStoreForm';

// A server-rendered form is on screen before its script: what the shopper typed, picked and
// ticked before it hydrated is the form's, and stays on screen through the renders that follow.

interface Values {
  email: string;
  stateCode: string;
  marketing: boolean;
}

const STATES = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
];

function AddressForm({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const form = useStoreForm<Values>({
    validateOn: 'submit',
    initialValues: { email: '', stateCode: '', marketing: false },
    onSubmit,
  });
  return (
    <StoreForm form={form} aria-label="Address">
      <TextField id="email" name="email" label="Email" />
      <SelectField id="state" name="stateCode" label="State" options={STATES} placeholder="Pick" />
      <CheckboxField id="marketing" name="marketing" label="News" />
      <button type="submit">Save</button>
    </StoreForm>
  );
}

test('what was typed, picked and ticked before hydration becomes the form values', async () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const onSubmit = jest.fn();
  container.innerHTML = renderToString(<AddressForm onSubmit={onSubmit} />);
  // The shopper, quicker than the scripts.
  container.querySelector<HTMLInputElement>('#email')!.value = 'ada@example.com';
  container.querySelector<HTMLSelectElement>('#state')!.value = 'NY';
  container.querySelector<HTMLInputElement>('#marketing')!.checked = true;

  await act(async () => {
    hydrateRoot(container, <AddressForm onSubmit={onSubmit} />);
  });
  // Still on screen after the renders that follow hydration.
  expect(container.querySelector<HTMLInputElement>('#email')!.value).toBe('ada@example.com');
  expect(container.querySelector<HTMLSelectElement>('#state')!.value).toBe('NY');
  expect(container.querySelector<HTMLInputElement>('#marketing')!.checked).toBe(true);
  await act(async () => {
    container.querySelector<HTMLButtonElement>('button')!.click();
  });
  expect(onSubmit).toHaveBeenCalledWith(
    { email: 'ada@example.com', stateCode: 'NY', marketing: true },
    expect.anything(),
  );
  container.remove();
});

test('a form mounted in the browser starts from its initial values', async () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const onSubmit = jest.fn();
  const { createRoot } = await import('react-dom/client');
  await act(async () => {
    createRoot(container).render(<AddressForm onSubmit={onSubmit} />);
  });
  await act(async () => {
    container.querySelector<HTMLButtonElement>('button')!.click();
  });
  expect(onSubmit).toHaveBeenCalledWith(
    { email: '', stateCode: '', marketing: false },
    expect.anything(),
  );
  container.remove();
});
