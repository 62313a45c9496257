import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { bus, DEFAULT_THEME_DATA } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { collect, fakeCartPageApi, renderCart, seedCookie } from '../test/cartPage';
import { makeItem, makeListing, makeProduct, makeVariation } from '../test/fixtures';

const api = fakeCartPageApi();
const getListingMock = api.getListing;

describe('cart page', () => {
  it('shows "Your cart" and the empty message for an empty cart', async () => {
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('titles the page with its heading under the store, kept out of search results', async () => {
    renderCart();
    await screen.findByText('Your cart is empty.');
    expect(document.title).toBe('Your cart | Demo');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("speaks the shopper's language (localization:changed) and writes prices the same way", async () => {
    seedCookie([makeItem({ quantity: 2 })]);
    await inShopperLocale('de', async () => {
      renderCart();
      expect(screen.getByRole('heading', { level: 1, name: 'Dein Warenkorb' })).toBeTruthy();
      expect(document.title).toBe('Dein Warenkorb | Demo');
      expect(await screen.findByRole('heading', { name: 'Bestellübersicht' })).toBeTruthy();
      expect(screen.getByText('Zwischensumme')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Zur Kasse' })).toBeTruthy();
      // The listing's USD price, written the German way (the server decides the currency).
      expect(screen.getByTestId('subtotal').textContent).toMatch(/^\d+,\d{2}\s\$$/);
    });
  });

  it('asks the shell to load the checkout ahead: when a filled cart opens, and on hover or focus of Checkout', async () => {
    const asks: unknown[] = [];
    const sub = bus.on('remote:preload').subscribe((p) => asks.push(p));
    try {
      seedCookie([makeItem()]);
      renderCart();
      const checkout = await screen.findByRole('button', { name: 'Checkout' });
      expect(asks).toEqual([{ remote: 'mf-checkout' }]);
      fireEvent.pointerEnter(checkout);
      fireEvent.focus(checkout);
      expect(asks).toHaveLength(3);
    } finally {
      sub.unsubscribe();
    }
  });

  it('an empty cart asks for no checkout code', async () => {
    const asks: unknown[] = [];
    const sub = bus.on('remote:preload').subscribe((p) => asks.push(p));
    renderCart();
    await screen.findByText('Your cart is empty.');
    sub.unsubscribe();
    expect(asks).toEqual([]);
  });

  it("uses the theme's cart title", async () => {
    const theme = {
      ...DEFAULT_THEME_DATA,
      content: { ...DEFAULT_THEME_DATA.content, cart: { title: 'Your bag' } },
    };
    renderCart({ theme });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your bag' })).toBeTruthy();
    expect(document.title).toBe('Your bag | Demo');
  });

  it('shows a skeleton until listings are fetched, then each line', async () => {
    seedCookie([makeItem({ quantity: 2 })]);
    let resolve: (l: ReturnType<typeof makeListing>) => void = () => {};
    getListingMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderCart();
    expect(await screen.findByLabelText('Loading cart')).toBeTruthy();
    await act(async () => resolve(makeListing()));
    const link = await screen.findByRole('link', { name: 'Cool Shirt' });
    expect(link.getAttribute('href')).toBe('/listing/cool-shirt?pid=p1&variation=c1&size=s1');
    expect(screen.queryByLabelText('Loading cart')).toBeNull();
    expect(screen.getByText('Black / S')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cool Shirt' }).getAttribute('src')).toBe('/a-tl.png');
    expect(screen.getByText('$24.99')).toBeTruthy();
    expect(screen.getByTestId('line-total').textContent).toBe('$49.98');
    expect(screen.getByText('Subtotal')).toBeTruthy();
    expect(screen.getByTestId('subtotal').textContent).toBe('$49.98');
    expect(screen.getByText('Shipping and taxes are calculated at checkout.')).toBeTruthy();
    // Everything here works as forms: the page's scripts may wait for the shopper's touch.
    expect(document.querySelector('[data-needs-script]')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Quantity for Cool Shirt' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '10+']);
  });

  it('a digital line reads its one size as a download, not a garment size', async () => {
    seedCookie([makeItem({ sizeId: 'd1' })]);
    const digitalSize = { id: 'd1', label: 'Digital', price: 9 };
    getListingMock.mockResolvedValue(
      makeListing({
        fulfillmentDetails: { type: 'digital' },
        products: [
          makeProduct({
            variations: [
              makeVariation({
                title: 'Wallpaper',
                productType: 'Digital',
                sizes: [digitalSize],
                availableSizesWithId: [digitalSize],
              }),
            ],
          }),
        ],
      }),
    );
    renderCart();
    expect(await screen.findByText('Wallpaper / Digital download')).toBeTruthy();
  });

  it('changing the quantity updates the line total, the subtotal and the cookie', async () => {
    seedCookie([makeItem({ quantity: 2 }), makeItem({ sizeId: 's2', quantity: 1 })]);
    const user = userEvent.setup();
    renderCart();
    const selects = await screen.findAllByRole('combobox', { name: 'Quantity for Cool Shirt' });
    expect(screen.getByTestId('subtotal').textContent).toBe('$69.98');
    await user.selectOptions(selects[0]!, '4');
    expect(screen.getAllByTestId('line-total').map((n) => n.textContent)).toEqual([
      '$99.96',
      '$20.00',
    ]);
    expect(screen.getByTestId('subtotal').textContent).toBe('$119.96');
    expect(JSON.parse(Cookies.get('cart_demo') as string).items['L1-c1-s1'].quantity).toBe(4);
  });

  it("'10+' switches to a free-text quantity", async () => {
    seedCookie([makeItem({ quantity: 1 })]);
    const user = userEvent.setup();
    renderCart();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Quantity for Cool Shirt' }),
      '10+',
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity for Cool Shirt' });
    await user.clear(input);
    await user.type(input, '15{Enter}');
    await waitFor(() => expect(screen.getByTestId('subtotal').textContent).toBe('$374.85'));
  });

  it('Remove takes the line out and sends remove_from_cart', async () => {
    seedCookie([makeItem({ quantity: 2 })]);
    const analytics = collect('analytics:event');
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Cool Shirt' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(analytics.seen).toContainEqual(expect.objectContaining({ event: 'remove_from_cart' }));
    expect(JSON.parse(Cookies.get('cart_demo') as string).items).toEqual({});
    analytics.stop();
  });

  it('disables Checkout when the subtotal is 0', async () => {
    seedCookie([makeItem()]);
    const free = makeVariation({
      price: 0,
      availableSizesWithId: [{ id: 's1', label: 'S', price: 0 }],
    });
    getListingMock.mockResolvedValue(
      makeListing({ price: 0, products: [makeProduct({ price: 0, variations: [free] })] }),
    );
    renderCart();
    const button = (await screen.findByRole('button', { name: 'Checkout' })) as HTMLButtonElement;
    expect(screen.getByTestId('subtotal').textContent).toBe('$0.00');
    expect(button.disabled).toBe(true);
  });

  it('disables Checkout in preview mode', async () => {
    seedCookie([makeItem()]);
    renderCart({ previewMode: true });
    const button = (await screen.findByRole('button', { name: 'Checkout' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('opens the cart-unavailable-items modal 400 ms after the fetch; its action removes them', async () => {
    jest.useFakeTimers();
    try {
      seedCookie([makeItem(), makeItem({ listingId: 'L2', slug: 'gone' })]);
      getListingMock.mockImplementation(async (q) =>
        q.slug === 'gone' ? Promise.reject(new Error('Listing not found')) : makeListing(),
      );
      renderCart();
      await act(async () => {
        await Promise.resolve();
      });
      await act(async () => jest.advanceTimersByTime(399));
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => jest.advanceTimersByTime(1));
      const dialog = screen.getByRole('dialog', { name: 'Items unavailable' });
      expect(dialog.getAttribute('data-modal')).toBe('cart-unavailable-items');
      expect(within(dialog).getByText('gone')).toBeTruthy();
      // While items are unavailable the page asks for its scripts without waiting for a touch.
      expect(document.querySelectorAll('[data-needs-script]')).toHaveLength(1);
      act(() => within(dialog).getByRole('button', { name: 'OK' }).click());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.querySelector('[data-needs-script]')).toBeNull();
      expect(Object.keys(JSON.parse(Cookies.get('cart_demo') as string).items)).toEqual([
        'L1-c1-s1',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});
