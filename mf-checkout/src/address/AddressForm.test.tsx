import { fireEvent, render, screen } from '@testing-library/react';
import { AddressForm } from './AddressForm';
import { EMPTY_ADDRESS } from './addressSchema';

const NOTE =
  "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.";

function renderForm() {
  return render(
    <AddressForm
      initialValues={EMPTY_ADDRESS}
      saving={false}
      verificationMessage={null}
      onSubmit={() => undefined}
    />,
  );
}

describe('AddressForm country rules (SPEC §5)', () => {
  it('defaults to the United States with the state list and no international note', () => {
    renderForm();
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect(country.options.length).toBeGreaterThanOrEqual(195);
    expect(screen.getByLabelText('State').tagName).toBe('SELECT');
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('shows the exact international note for any other country', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    expect(screen.getByTestId('international-note').textContent).toBe(NOTE);
    expect(screen.getByLabelText('State').tagName).toBe('INPUT');
  });
});
