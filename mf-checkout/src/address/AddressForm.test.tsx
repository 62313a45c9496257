import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { AddressForm } from './AddressForm';
import { CheckoutIntl } from '../test/render';
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
    { wrapper: CheckoutIntl },
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

describe('AddressForm in German', () => {
  it('labels the fields and reports validation errors in German, analytics still in English', async () => {
    const events: unknown[] = [];
    const sub = bus.on('analytics:event').subscribe((e) => events.push(e));
    try {
      await inShopperLocale('de', async () => {
        renderForm();
        expect(screen.getByRole('form', { name: 'Lieferadresse' })).toBeTruthy();
        expect(screen.getByLabelText('Vorname')).toBeTruthy();
        expect(screen.getByLabelText('Postleitzahl')).toBeTruthy();
        await userEvent
          .setup()
          .click(screen.getByRole('button', { name: 'An diese Adresse liefern' }));
        expect(await screen.findByText('Bitte gib deinen Vornamen ein')).toBeTruthy();
        expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeTruthy();
        expect(screen.getByText('Bitte wähle deinen Bundesstaat aus')).toBeTruthy();
        const country = screen.getByLabelText('Land') as HTMLSelectElement;
        expect(country.options[0]?.textContent).toBe('Vereinigte Staaten');
        fireEvent.change(country, { target: { value: 'DE' } });
        expect(screen.getByTestId('international-note').textContent).toMatch(
          /^Du bestellst offenbar von außerhalb der Vereinigten Staaten/,
        );
      });
    } finally {
      sub.unsubscribe();
    }
    expect(events).toContainEqual(
      expect.objectContaining({
        messages: expect.objectContaining({ firstName: 'Please enter your first name' }),
      }),
    );
  });
});
