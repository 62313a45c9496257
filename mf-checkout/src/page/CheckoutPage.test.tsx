import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, RetryExceededError } from '@store/shared';
import { checkoutPageHarness } from '../test/checkoutPageHarness';
import { initialAddressState } from '../address/addressSlice';
import { initialDeliveryState } from '../delivery/deliverySlice';
import {
  customer,
  makeCheckout,
  quotesResponse,
  rushOption,
  standardOption,
} from '../test/fixtures';
import { initialCheckoutState } from '../store/checkoutSlice';

const { api, renderPage, fillAddress, fillCard } = checkoutPageHarness();
const getCheckoutMock = api.getCheckout;
const getStoreMock = api.getStore;
const updateMock = api.updateCheckout;
const verifyMock = api.verifyAddress;
const deliveryMock = api.getDeliveryOptions;

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

  it('takes over the page the store server rendered: nothing read again, the first option chosen', async () => {
    const rendered = makeCheckout({ customer });
    updateMock.mockResolvedValue({ ...rendered, deliveryOption: standardOption });
    const store = renderPage({
      served: {
        checkout: {
          ...initialCheckoutState,
          id: 'chk_1',
          storeSlug: 'demo',
          checkout: rendered,
          status: 'loaded',
          renderedOnServer: true,
        },
        address: { ...initialAddressState, status: 'saved' },
        delivery: { ...initialDeliveryState, options: [standardOption, rushOption] },
      },
    });
    // As painted, from the first render: the summary, the saved address, the server's options.
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText(/Ada Lovelace/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Standard delivery/ })).toBeTruthy();
    // The render only read: choosing the first option (a save) is the browser's, once.
    await waitFor(() =>
      expect(updateMock).toHaveBeenCalledWith('chk_1', {
        storeSlug: 'demo',
        deliveryOption: standardOption.id,
      }),
    );
    expect(getCheckoutMock).not.toHaveBeenCalled();
    expect(deliveryMock).not.toHaveBeenCalled();
    expect(store.getState().checkout.renderedOnServer).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
  });

  it("asks for its scripts untouched only once it is more than the customer's details form", async () => {
    const needsScript = () => document.querySelector('[data-needs-script]') !== null;
    // What the page does as it starts (saves, toasts) is let finish before the next page.
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const served = (checkout = makeCheckout(), delivery = initialDeliveryState) => ({
      checkout: {
        ...initialCheckoutState,
        id: 'chk_1',
        storeSlug: 'demo',
        checkout,
        status: 'loaded' as const,
        renderedOnServer: true,
      },
      delivery,
    });
    // The details form is the store server's to answer: the scripts wait for the first touch.
    renderPage({ served: served() });
    expect(screen.getByRole('heading', { level: 2, name: 'Customer details' })).toBeTruthy();
    expect(needsScript()).toBe(false);
    await settle();
    cleanup();
    // Delivery options to choose from (the browser saves the first) and payment widgets: at once.
    updateMock.mockResolvedValue({ ...makeCheckout({ customer }), deliveryOption: standardOption });
    renderPage({
      served: served(makeCheckout({ customer }), {
        ...initialDeliveryState,
        options: [standardOption, rushOption],
      }),
    });
    expect(needsScript()).toBe(true);
    await waitFor(() => expect(updateMock).toHaveBeenCalled());
    await settle();
    cleanup();
    // Back from a payment page: the result is told at once.
    renderPage({ served: served(), path: '/checkout/chk_1?paymentId=pay_1&paymentState=failed' });
    expect(needsScript()).toBe(true);
    await settle();
    cleanup();
    // Not rendered for this checkout (a spinner until the browser has it).
    getCheckoutMock.mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(needsScript()).toBe(true);
    await settle();
  });

  it('reads the checkout again when the state it starts from was not rendered for it', async () => {
    getCheckoutMock.mockResolvedValue(makeCheckout());
    renderPage({
      served: {
        checkout: {
          ...initialCheckoutState,
          id: 'chk_other',
          storeSlug: 'demo',
          checkout: makeCheckout({ id: 'chk_other' }),
          status: 'loaded',
          renderedOnServer: true,
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(getCheckoutMock).toHaveBeenCalledWith('chk_1', 'demo');
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
});
