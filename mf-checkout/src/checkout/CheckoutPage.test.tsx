import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  bus,
  getCheckout,
  getDeliveryOptions,
  getStore,
  initiatePayment,
  RetryExceededError,
  DEFAULT_RUNTIME_CONFIG,
  createSandboxPaymentMethod,
  setRuntimeConfig,
  submitCheckout,
  updateCheckout,
  verifyAddress,
} from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { createAppStore } from '../store/store';
import { renderWithStore } from '../test/render';
import { customer, makeCheckout, quotesResponse, standardOption } from '../test/fixtures';
import { CheckoutPage } from './CheckoutPage';

jest.mock('@store/shared', () => ({
  ...jest.requireActual('@store/shared'),
  getCheckout: jest.fn(),
  getStore: jest.fn(),
  updateCheckout: jest.fn(),
  verifyAddress: jest.fn(),
  getDeliveryOptions: jest.fn(),
  initiatePayment: jest.fn(),
  submitCheckout: jest.fn(),
  createSandboxPaymentMethod: jest.fn(),
}));

const getCheckoutMock = getCheckout as jest.MockedFunction<typeof getCheckout>;
const getStoreMock = getStore as jest.Mock;
const updateMock = updateCheckout as jest.MockedFunction<typeof updateCheckout>;
const verifyMock = verifyAddress as jest.MockedFunction<typeof verifyAddress>;
const deliveryMock = getDeliveryOptions as jest.MockedFunction<typeof getDeliveryOptions>;
const initiateMock = initiatePayment as jest.MockedFunction<typeof initiatePayment>;

function renderPage(opts: { previewMode?: boolean; storeName?: string } = {}) {
  const store = createAppStore({ redirect: jest.fn() });
  renderWithStore(<CheckoutPage />, {
    store,
    path: '/checkout/chk_1',
    route: '/checkout/:checkoutId',
    previewMode: opts.previewMode,
    storeName: opts.storeName,
  });
  return store;
}

beforeEach(() => {
  jest.clearAllMocks();
  // The store's config shows card (SPEC's default switches hide it) next to afterpay and wallets.
  setRuntimeConfig({
    ...DEFAULT_RUNTIME_CONFIG,
    flags: { ...DEFAULT_RUNTIME_CONFIG.flags, hideCard: false },
  });
  getStoreMock.mockResolvedValue({ name: 'Demo Shop', region: 'usa' });
});

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), '  shopper@example.com ');
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Street address'), '1600 Amphitheatre Parkway');
  await user.type(screen.getByLabelText('City'), 'Mountain View');
  await user.selectOptions(screen.getByLabelText('State'), 'California');
  await user.type(screen.getByLabelText('Zip code'), '94043');
  await user.type(screen.getByLabelText('Phone'), '650-253-0000');
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.click(screen.getByRole('radio', { name: 'Card' }));
  await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('CheckoutPage', () => {
  it('shows a spinner, then the page with server costs, title and links', async () => {
    getCheckoutMock.mockResolvedValue(makeCheckout());
    renderPage({ storeName: 'Demo Shop' });
    expect(screen.getByRole('status')).toBeTruthy();
    // Titled from the first paint (spinner), and never for search engines.
    expect(document.title).toBe('Checkout | Demo Shop');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(getCheckoutMock).toHaveBeenCalledWith('chk_1', 'demo');
    expect(document.title).toBe('Checkout | Demo Shop');
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Modify order' }).getAttribute('href')).toBe('/cart');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Classic Tee')).toBeTruthy();
    expect(within(summary).getByText('Black / M')).toBeTruthy();
    expect(within(summary).getByText('Quantity: 2')).toBeTruthy();
    // Server numbers, shown as given; before an address shipping and tax are not priced yet.
    expect(within(summary).getByText('Subtotal').nextElementSibling?.textContent).toBe('$49.98');
    expect(within(summary).getByText('Shipping').nextElementSibling?.textContent).toBe(
      'Calculated at next step',
    );
    expect(within(summary).getByText('Total so far').nextElementSibling?.textContent).toBe(
      '$55.48',
    );
    for (const name of ['Customer details', 'Delivery options', 'Payment methods']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(
      (screen.getByLabelText('Country') as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('United States');
  });

  it('falls back to "My Store" in the title when the store cannot be loaded', async () => {
    getStoreMock.mockRejectedValue(new RetryExceededError('Get store', 500));
    getCheckoutMock.mockResolvedValue(makeCheckout());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(document.title).toBe('Checkout | My Store');
  });

  it('toasts and links back to the cart when the checkout cannot be loaded', async () => {
    const toasts = jest.fn();
    const sub = bus.on('toast:show').subscribe(toasts);
    getCheckoutMock.mockRejectedValue(
      new ApiError('Get checkout', 404, [{ code: 'not_found', detail: 'Checkout not found' }]),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Return to your cart' })).toBeTruthy();
    sub.unsubscribe();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'danger' }));
  });

  it('validates the address on submit with the SPEC messages', async () => {
    const user = userEvent.setup();
    getCheckoutMock.mockResolvedValue(makeCheckout());
    renderPage();
    await screen.findByLabelText('Email');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(screen.queryByText('Please enter your last name')).toBeNull(); // not on change
    await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    expect(await screen.findByText('Please enter your last name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Please select your state')).toBeTruthy();
    expect(screen.getByText('Please enter your phone number')).toBeTruthy();
    expect(screen.queryByText('Please enter your first name')).toBeNull();
    expect(updateMock).not.toHaveBeenCalled();
  });

  it("reports the fields still wrong on the 'Deliver to this address' click (SPEC §9)", async () => {
    const user = userEvent.setup();
    const events: unknown[] = [];
    const sub = bus.on('analytics:event').subscribe((e) => events.push(e));
    getCheckoutMock.mockResolvedValue(makeCheckout());
    renderPage();
    await screen.findByLabelText('Email');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    await waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({
          event: 'checkout_field_errors',
          fields: expect.arrayContaining(['email', 'lastName', 'phone']),
        }),
      ),
    );
    const reported = events.find(
      (e) => (e as { event: string }).event === 'checkout_field_errors',
    ) as { fields: string[]; messages: Record<string, string> };
    expect(reported.fields).not.toContain('firstName');
    expect(reported.messages.lastName).toBe('Please enter your last name');
    expect(JSON.stringify(reported)).not.toContain('Ada');
    sub.unsubscribe();
  });

  it('shows the international note for a country other than the United States', async () => {
    const user = userEvent.setup();
    getCheckoutMock.mockResolvedValue(makeCheckout());
    renderPage();
    await user.selectOptions(await screen.findByLabelText('Country'), 'Canada');
    expect(
      screen.getByText(
        "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
      ),
    ).toBeTruthy();
  });

  it('trims the email on blur', async () => {
    const user = userEvent.setup();
    getCheckoutMock.mockResolvedValue(makeCheckout());
    renderPage();
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await user.type(email, '  shopper@example.com  ');
    await user.tab();
    expect(email.value).toBe('shopper@example.com');
  });

  it('saves the address, shows the summary and the delivery radios, then enables Place order', async () => {
    const user = userEvent.setup();
    getCheckoutMock.mockResolvedValue(makeCheckout());
    updateMock.mockImplementation(async (_id, data) =>
      makeCheckout({ customer: data.customer ?? customer, deliveryOption: standardOption }),
    );
    verifyMock.mockResolvedValue({ status: 'valid', suggestions: [] });
    deliveryMock.mockResolvedValue(quotesResponse);
    renderPage();
    await screen.findByLabelText('Email');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));

    const standard = await screen.findByRole('radio', { name: 'Standard delivery' });
    expect((standard as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Rush delivery' })).toBeTruthy();
    expect(screen.getByText('$5.50 · Delivery between Mar 4 - Mar 9')).toBeTruthy();
    expect(updateMock).toHaveBeenCalledWith('chk_1', {
      storeSlug: 'demo',
      customer: expect.objectContaining({ email: 'shopper@example.com', phone: '650-253-0000' }),
    });
    expect(screen.getByTestId('address-summary').textContent).toContain(
      '1600 Amphitheatre Parkway',
    );
    expect(screen.getByRole('button', { name: 'Edit address' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Card' }));
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    await fillCard(user);
    await waitFor(() => expect(place.disabled).toBe(false));
  });

  it('offers the suggested address in the "Verify your address" modal', async () => {
    const user = userEvent.setup();
    getCheckoutMock.mockResolvedValue(makeCheckout());
    updateMock.mockImplementation(async (_id, data) => makeCheckout({ customer: data.customer }));
    verifyMock.mockResolvedValue({
      status: 'suggestion',
      suggestions: [{ ...customer.address, zip: '94043-1351' }],
    });
    deliveryMock.mockResolvedValue(quotesResponse);
    renderPage();
    await screen.findByLabelText('Email');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your address' });
    await user.click(within(dialog).getByRole('button', { name: 'Use suggested address' }));
    await screen.findByRole('radio', { name: 'Standard delivery' });
    expect(verifyMock).toHaveBeenCalledTimes(1);
    expect(updateMock).toHaveBeenNthCalledWith(2, 'chk_1', {
      storeSlug: 'demo',
      customer: expect.objectContaining({
        address: expect.objectContaining({ zip: '94043-1351' }),
      }),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the declined-card alert and places no order', async () => {
    const user = userEvent.setup();
    getCheckoutMock.mockResolvedValue(makeCheckout({ customer, deliveryOption: standardOption }));
    deliveryMock.mockResolvedValue(quotesResponse);
    initiateMock.mockRejectedValue(
      new ApiError('Initiate payment', 402, [
        { code: 'card_declined', detail: 'Your card was declined.' },
      ]),
    );
    (createSandboxPaymentMethod as jest.Mock).mockResolvedValue({
      id: 'pm_1',
      card: { brand: 'visa', last4: '0002' },
    });
    renderPage();
    await screen.findByRole('radio', { name: 'Standard delivery' });
    await fillCard(user, '4000 0000 0000 0002');
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    await user.click(place);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The payment cannot be authorized.');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(submitCheckout).not.toHaveBeenCalled();
  });

  it('reads in German: steps, delivery options, payment and the declined-card alert', async () => {
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      getCheckoutMock.mockResolvedValue(makeCheckout({ customer, deliveryOption: standardOption }));
      deliveryMock.mockResolvedValue(quotesResponse);
      initiateMock.mockRejectedValue(
        new ApiError('Initiate payment', 402, [
          { code: 'card_declined', detail: 'Your card was declined.' },
        ]),
      );
      (createSandboxPaymentMethod as jest.Mock).mockResolvedValue({
        id: 'pm_1',
        card: { brand: 'visa', last4: '0002' },
      });
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
