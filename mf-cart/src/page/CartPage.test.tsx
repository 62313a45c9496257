import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { MemoryRouter, Route, Routes as RouterRoutes, useLocation } from '@store/shared/router';
import {
  bus,
  createCheckout,
  DEFAULT_RUNTIME_CONFIG,
  getListing,
  getStoreProducts,
  setRuntimeConfig,
  type ProductTile,
  type Checkout,
  DEFAULT_THEME_DATA,
  type ThemeData,
} from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import Routes from '../Routes';
import { resetAppRuntimeForTests } from '../store/store';
import { makeItem, makeListing, makeProduct, makeVariation } from '../test/fixtures';

jest.mock('@store/shared', () => ({
  ...jest.requireActual('@store/shared'),
  getListing: jest.fn(),
  getStoreProducts: jest.fn(),
  createCheckout: jest.fn(),
}));

const getListingMock = getListing as jest.MockedFunction<typeof getListing>;
const createCheckoutMock = createCheckout as jest.MockedFunction<typeof createCheckout>;
const getStoreProductsMock = getStoreProducts as jest.MockedFunction<typeof getStoreProducts>;

const shelfTile = (slug: string, title: string): ProductTile =>
  ({
    id: `id-${slug}`,
    productId: `p-${slug}`,
    slug,
    title,
    name: title,
    price: 12.5,
    currency: 'USD',
    url: `/listing/${slug}`,
    imageUrl: `/m/${slug}.png`,
  }) as ProductTile;
const productsPage = (products: ProductTile[]) => ({
  products,
  page: 1,
  totalPages: 1,
  next: null,
  per_page: 12,
});

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname}</p>;
}

function seedCookie(items: ReturnType<typeof makeItem>[]) {
  Cookies.set(
    'cart_demo',
    JSON.stringify({ items: Object.fromEntries(items.map((i) => [i.sku, i])), region: 'USA' }),
  );
}

function renderCart({
  previewMode = false,
  url = '/cart',
  theme = DEFAULT_THEME_DATA,
}: { previewMode?: boolean; url?: string; theme?: ThemeData } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes
        storeSlug="demo"
        previewMode={previewMode}
        theme={theme}
        store={null}
        storeName="Demo"
        config={{ ...DEFAULT_RUNTIME_CONFIG, storeSlug: 'demo' }}
      />
      <RouterRoutes>
        <Route path="*" element={<Where />} />
      </RouterRoutes>
    </MemoryRouter>,
  );
}

function collect<T extends 'toast:show' | 'analytics:event'>(type: T) {
  const seen: unknown[] = [];
  const sub = bus.on(type).subscribe((p) => seen.push(p));
  return { seen, stop: () => sub.unsubscribe() };
}

describe('cart page', () => {
  beforeEach(() => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, storeSlug: 'demo' });
    getListingMock.mockReset();
    getListingMock.mockResolvedValue(makeListing());
    createCheckoutMock.mockReset();
    getStoreProductsMock.mockReset();
    getStoreProductsMock.mockResolvedValue(productsPage([]));
  });

  afterEach(() => {
    resetAppRuntimeForTests();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

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
    getListingMock.mockResolvedValue(
      makeListing({
        products: [makeProduct({ variations: [makeVariation({ inventoryCount: 0 })] })],
      }),
    );
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some items were removed from your cart because they are not available at this time.',
    );
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/cart');
    // The checkout asked for beside the revalidation is never remembered nor opened.
    expect(Cookies.get('checkout_demo')).toBeUndefined();
  });

  it('asks for the checkout beside the revalidation, not after it, and hands the answer to the checkout page', async () => {
    seedCookie([makeItem()]);
    const user = userEvent.setup();
    renderCart();
    const button = await screen.findByRole('button', { name: 'Checkout' });
    let revalidated: (l: ReturnType<typeof makeListing>) => void = () => undefined;
    getListingMock.mockReturnValue(new Promise((r) => (revalidated = r)));
    createCheckoutMock.mockResolvedValue({ id: 'chk_7' } as Checkout);
    await user.click(button);
    // The revalidation has not answered, and the checkout is already asked for.
    await waitFor(() => expect(createCheckoutMock).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('where').textContent).toBe('/cart');
    expect(bus.last('checkout:created')?.checkout.id).not.toBe('chk_7');

    await act(async () => revalidated(makeListing()));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout/chk_7'));
    expect(bus.last('checkout:created')).toEqual({
      checkout: { id: 'chk_7' },
      storeSlug: 'demo',
      at: expect.any(Number) as number,
    });
  });

  it('an item that became unavailable wins over the checkout the API refused for it', async () => {
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
      getListingMock.mockResolvedValue(
        makeListing({
          products: [makeProduct({ variations: [makeVariation({ inventoryCount: 0 })] })],
        }),
      );
      await user.click(button);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Einige Artikel wurden aus deinem Warenkorb entfernt, da sie derzeit nicht verfügbar sind.',
      );
    });
    toasts.stop();
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
      act(() => within(dialog).getByRole('button', { name: 'OK' }).click());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(Object.keys(JSON.parse(Cookies.get('cart_demo') as string).items)).toEqual([
        'L1-c1-s1',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows 'You might also like' under the cart, without what is already in it", async () => {
    seedCookie([makeItem()]);
    getStoreProductsMock.mockResolvedValue(
      productsPage([
        shelfTile('cool-shirt', 'Cool Shirt'),
        shelfTile('wave-mug', 'Wave Mug'),
        shelfTile('kelp-hoodie', 'Kelp Hoodie'),
      ]),
    );
    renderCart();
    const shelf = await screen.findByRole('region', { name: 'You might also like' });
    const links = within(shelf).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Wave Mug$12.50', 'Kelp Hoodie$12.50']);
    expect(links[0]?.getAttribute('href')).toBe('/listing/wave-mug?pid=p-wave-mug');
    expect(within(shelf).getByRole('img', { name: 'Wave Mug' })).toBeTruthy();
    expect(getStoreProductsMock).toHaveBeenCalledWith({ slug: 'demo', page: 1, per: 12 });
  });

  it('shows the shelf under an empty cart too', async () => {
    getStoreProductsMock.mockResolvedValue(productsPage([shelfTile('wave-mug', 'Wave Mug')]));
    renderCart();
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'You might also like' })).toBeTruthy();
  });

  it('has no shelf when the products read fails; the cart still works', async () => {
    getStoreProductsMock.mockRejectedValue(new Error('offline'));
    seedCookie([makeItem()]);
    renderCart();
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'You might also like' })).toBeNull();
  });
});
