import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { bus, type Checkout } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { collect, fakeCartPageApi, renderCart, seedCookie } from '../test/cartPage';
import { makeItem, makeListing, makeProduct, makeVariation } from '../test/fixtures';

const api = fakeCartPageApi();
const getListingMock = api.getListing;
const createCheckoutMock = api.createCheckout;

/** The cart's listing once its one item has sold out. */
const soldOut = () =>
  makeListing({ products: [makeProduct({ variations: [makeVariation({ inventoryCount: 0 })] })] });

describe('cart page', () => {
  it('Checkout sends only SKUs and quantities and goes to /checkout/{id}', async () => {
    seedCookie([makeItem({ quantity: 2 }), makeItem({ sizeId: 's2', quantity: 1 })]);
    createCheckoutMock.mockResolvedValue({ id: 'chk_123' } as Checkout);
    const analytics = collect('analytics:event');
    const user = userEvent.setup();
    renderCart({ url: '/cart?aid=partner_42!&utm_source=tiktok' });
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout/chk_123'));
    expect(createCheckoutMock).toHaveBeenCalledWith({
      lineItems: [
        { sku: 'L1-c1-s1', quantity: 2 },
        { sku: 'L1-c1-s2', quantity: 1 },
      ],
      storeSlug: 'demo',
      trafficSource: 'tiktok',
      affiliate: 'partner42',
    });
    expect(Cookies.get('checkout_demo')).toBe('chk_123');
    expect(analytics.seen).toContainEqual(expect.objectContaining({ event: 'begin_checkout' }));
    analytics.stop();
  });

  it('a failed revalidation fetch counts as valid', async () => {
    seedCookie([makeItem()]);
    createCheckoutMock.mockResolvedValue({ id: 'c9' } as Checkout);
    const user = userEvent.setup();
    renderCart();
    const button = await screen.findByRole('button', { name: 'Checkout' });
    getListingMock.mockRejectedValue(new Error('boom'));
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout/c9'));
  });

  it('removes items that became unavailable before checkout and says so', async () => {
    seedCookie([makeItem()]);
    const user = userEvent.setup();
    renderCart();
    const button = await screen.findByRole('button', { name: 'Checkout' });
    getListingMock.mockResolvedValue(soldOut());
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some items were removed from your cart because they are not available at this time.',
    );
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/cart');
    // SPEC §4: no checkout is created for a cart that failed revalidation.
    expect(createCheckoutMock).not.toHaveBeenCalled();
    expect(Cookies.get('checkout_demo')).toBeUndefined();
  });

  it('asks for the checkout only once every item is revalidated, and hands the answer to the checkout page', async () => {
    seedCookie([makeItem()]);
    const user = userEvent.setup();
    renderCart();
    const button = await screen.findByRole('button', { name: 'Checkout' });
    let revalidated: (l: ReturnType<typeof makeListing>) => void = () => undefined;
    getListingMock.mockReturnValue(new Promise((r) => (revalidated = r)));
    createCheckoutMock.mockResolvedValue({ id: 'chk_7' } as Checkout);
    await user.click(button);
    // While the revalidation has not answered, no checkout is asked for.
    await waitFor(() => expect(getListingMock).toHaveBeenCalled());
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(createCheckoutMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/cart');
    expect(bus.last('checkout:created')?.checkout.id).not.toBe('chk_7');

    await act(async () => revalidated(makeListing()));
    expect(createCheckoutMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout/chk_7'));
    expect(bus.last('checkout:created')).toEqual({
      checkout: { id: 'chk_7' },
      storeSlug: 'demo',
      at: expect.any(Number) as number,
    });
  });

  it('an item that went private is removed and no checkout is asked for', async () => {
    seedCookie([makeItem()]);
    const toasts = collect('toast:show');
    const user = userEvent.setup();
    renderCart();
    const button = await screen.findByRole('button', { name: 'Checkout' });
    getListingMock.mockResolvedValue(makeListing({ visibility: 'private' }));
    createCheckoutMock.mockRejectedValue(new Error('Item not available'));
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some items were removed from your cart because they are not available at this time.',
    );
    expect(toasts.seen).toEqual([]);
    expect(createCheckoutMock).not.toHaveBeenCalled();
    toasts.stop();
  });

  it.each([
    [
      'an empty result',
      () => createCheckoutMock.mockResolvedValue(null as unknown as Checkout),
      'Error checking out! Please try again.',
    ],
    [
      'a thrown error',
      () => createCheckoutMock.mockRejectedValue(new Error('Out of cheese')),
      'Error checking out: Out of cheese',
    ],
  ])('toasts on %s and stays on /cart', async (_name, arrange, message) => {
    seedCookie([makeItem()]);
    arrange();
    const toasts = collect('toast:show');
    const user = userEvent.setup();
    renderCart();
    const button = await screen.findByRole('button', { name: 'Checkout' });
    await user.click(button);
    await waitFor(() => expect(toasts.seen).toEqual([{ type: 'danger', message }]));
    expect(screen.getByTestId('where').textContent).toBe('/cart');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    toasts.stop();
  });

  it('says the unavailable-items notice and the checkout error toast in German', async () => {
    seedCookie([makeItem()]);
    const toasts = collect('toast:show');
    await inShopperLocale('de', async () => {
      const user = userEvent.setup();
      renderCart();
      const button = await screen.findByRole('button', { name: 'Zur Kasse' });
      createCheckoutMock.mockRejectedValue(new Error('Out of cheese'));
      await user.click(button);
      await waitFor(() =>
        expect(toasts.seen).toEqual([
          { type: 'danger', message: 'Fehler beim Bezahlvorgang: Out of cheese' },
        ]),
      );
      getListingMock.mockResolvedValue(soldOut());
      await user.click(button);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Einige Artikel wurden aus deinem Warenkorb entfernt, da sie derzeit nicht verfügbar sind.',
      );
    });
    toasts.stop();
  });
});
