import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { checkoutPageHarness } from '../test/checkoutPageHarness';
import { customer, makeCheckout, quotesResponse, standardOption } from '../test/fixtures';

const { api, renderPage, fillCard } = checkoutPageHarness();
const getCheckoutMock = api.getCheckout;
const deliveryMock = api.getDeliveryOptions;
const initiateMock = api.initiatePayment;

/** A checkout at its payment step whose card the payment provider declines. */
function answersWithDeclinedCard() {
  getCheckoutMock.mockResolvedValue(makeCheckout({ customer, deliveryOption: standardOption }));
  deliveryMock.mockResolvedValue(quotesResponse);
  initiateMock.mockRejectedValue(
    new ApiError('Initiate payment', 402, [
      { code: 'card_declined', detail: 'Your card was declined.' },
    ]),
  );
  api.createSandboxPaymentMethod.mockResolvedValue({
    id: 'pm_1',
    card: { brand: 'visa', last4: '0002' },
  });
}

describe('CheckoutPage payment step', () => {
  it('shows the declined-card alert and places no order', async () => {
    const user = userEvent.setup();
    answersWithDeclinedCard();
    renderPage();
    await screen.findByRole('radio', { name: 'Standard delivery' });
    await fillCard(user, '4000 0000 0000 0002');
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    await user.click(place);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The payment cannot be authorized.');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(api.submitCheckout).not.toHaveBeenCalled();
  });

  it('reads in German: steps, delivery options, payment and the declined-card alert', async () => {
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      answersWithDeclinedCard();
      renderPage();
      const standard = await screen.findByRole('radio', { name: 'Standardversand' });
      expect((standard as HTMLInputElement).checked).toBe(true);
      expect(screen.getByRole('heading', { level: 1, name: 'Kasse' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Kundendaten' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Versandoptionen' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Zahlungsarten' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Adresse bearbeiten' })).toBeTruthy();
      expect(screen.getByText(/Lieferung zwischen 4\. März und 9\. März/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' }).getAttribute('href')).toBe(
        '/terms-of-use',
      );
      expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeTruthy();

      await user.click(screen.getByRole('radio', { name: 'Karte' }));
      await user.type(screen.getByLabelText('Name auf der Karte'), 'Ada Lovelace');
      await user.type(screen.getByLabelText('Kartennummer'), '4000 0000 0000 0002');
      await user.type(screen.getByLabelText('Ablaufdatum (MM/JJ)'), '12/34');
      await user.type(screen.getByLabelText('Prüfnummer (CVC)'), '123');
      const place = screen.getByRole('button', {
        name: 'Zahlungspflichtig bestellen',
      }) as HTMLButtonElement;
      await waitFor(() => expect(place.disabled).toBe(false));
      await user.click(place);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Die Zahlung kann nicht autorisiert werden.');
      expect(alert.textContent).toContain('Deine Karte wurde abgelehnt.');
    });
  });

  it('keeps Place order disabled in preview mode', async () => {
    const user = userEvent.setup();
    getCheckoutMock.mockResolvedValue(makeCheckout({ customer, deliveryOption: standardOption }));
    deliveryMock.mockResolvedValue(quotesResponse);
    renderPage({ previewMode: true });
    await screen.findByRole('radio', { name: 'Standard delivery' });
    await fillCard(user);
    await new Promise((r) => setTimeout(r, 20));
    expect(
      (screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
