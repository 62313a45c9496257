import { ApiError, CART_COMMAND_TIMEOUT_MS } from '@store/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeListing,
  makeProduct,
  makeSizes,
  makeVariation,
  page,
  makeTile,
} from '../test/fixtures';
import {
  currentUrl,
  fakeApi,
  fakeCartService,
  historyGo,
  recordBus,
  renderCatalog,
} from '../test/harness';

const listingPath = '/listing/logo-tee?pid=p-tee';

function renderListing(
  listing = makeListing(),
  route = listingPath,
  over: Parameters<typeof fakeApi>[0] = {},
) {
  return renderCatalog(
    route,
    fakeApi({ getListing: jest.fn().mockResolvedValue(listing), ...over }),
  );
}

describe('listing page', () => {
  it('shows a skeleton until loaded, then the title as the only h1 and the size price', async () => {
    renderListing();
    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Logo Tee' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Size M (first) costs 24.99; the product price is 22.
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$24.99');
  });

  it('asks for the listing with the pid and the store slug', async () => {
    const { api } = renderListing();
    await screen.findByRole('heading', { level: 1 });
    expect(api.getListing).toHaveBeenCalledWith({
      slug: 'logo-tee',
      storeSlug: 'demo',
      productId: 'p-tee',
    });
  });

  it('falls back to the product price when the size has no price', async () => {
    const sizes = makeSizes(['S', 'M'], 0);
    renderListing(
      makeListing({
        products: [makeProduct({ price: 19.5, variations: [makeVariation({ sizes })] })],
      }),
    );
    expect(await screen.findByTestId('listing-price')).toHaveTextContent('$19.50');
  });

  it('offers colour and size radio groups; choosing updates the URL and price', async () => {
    const user = userEvent.setup();
    renderListing();
    const colour = await screen.findByRole('radiogroup', { name: 'Color' });
    expect(within(colour).getByRole('radio', { name: 'Black' })).toBeChecked();
    await user.click(within(colour).getByRole('radio', { name: 'White' }));
    expect(currentUrl()).toBe('/listing/logo-tee?pid=p-tee&variation=v-white&size=s-m');
    expect(within(colour).getByRole('radio', { name: 'White' })).toBeChecked();

    const size = screen.getByRole('radiogroup', { name: 'Size' });
    await user.click(within(size).getByRole('radio', { name: 'L' }));
    expect(currentUrl()).toBe('/listing/logo-tee?pid=p-tee&variation=v-white&size=s-l');
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$26.99');
  });

  it('follows the URL back and forward: each history entry keeps its choice', async () => {
    const user = userEvent.setup();
    renderListing();
    const colour = await screen.findByRole('radiogroup', { name: 'Color' });
    await user.click(within(colour).getByRole('radio', { name: 'White' }));
    expect(within(colour).getByRole('radio', { name: 'White' })).toBeChecked();

    historyGo(-1);
    expect(currentUrl()).toBe('/listing/logo-tee?pid=p-tee');
    expect(within(colour).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$24.99');

    historyGo(1);
    expect(currentUrl()).toBe('/listing/logo-tee?pid=p-tee&variation=v-white&size=s-m');
    expect(within(colour).getByRole('radio', { name: 'White' })).toBeChecked();
  });

  it('switches the product type and pushes its pid', async () => {
    const user = userEvent.setup();
    const hoodie = makeProduct({
      productId: 'p-hood',
      productName: 'Pullover Hoodie',
      price: 40,
      variations: [
        makeVariation({ variationId: 'v-navy', title: 'Navy', sizes: makeSizes(['S'], 0) }),
      ],
    });
    renderListing(makeListing({ products: [makeProduct(), hoodie] }));
    const types = await screen.findByRole('radiogroup', { name: 'Product type' });
    await user.click(within(types).getByRole('radio', { name: 'Pullover Hoodie' }));
    expect(currentUrl()).toBe('/listing/logo-tee?pid=p-hood');
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$40.00');
  });

  it('adds the pid to the address when it is missing, without a navigation', async () => {
    window.history.replaceState(null, '', '/listing/logo-tee');
    renderListing(makeListing(), '/listing/logo-tee');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        '/listing/logo-tee?pid=p-tee',
      ),
    );
    // The router's location is left as it was: nothing on the page renders again for it.
    expect(currentUrl()).toBe('/listing/logo-tee');
  });

  it('uses a labelled Size select for more than 10 sizes', async () => {
    const user = userEvent.setup();
    const sizes = makeSizes(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'], 30);
    renderListing(
      makeListing({ products: [makeProduct({ variations: [makeVariation({ sizes })] })] }),
    );
    const select = await screen.findByRole('combobox', { name: 'Size' });
    expect(screen.queryByRole('radiogroup', { name: 'Size' })).not.toBeInTheDocument();
    await user.selectOptions(select, '11');
    expect(currentUrl()).toBe('/listing/logo-tee?pid=p-tee&variation=v-black&size=s-11-10');
  });

  it('uses a labelled Size select when a label is longer than 5 characters', async () => {
    const sizes = makeSizes(['11 oz', '15 oz mug'], 12);
    renderListing(
      makeListing({ products: [makeProduct({ variations: [makeVariation({ sizes })] })] }),
    );
    expect(await screen.findByRole('combobox', { name: 'Size' })).toBeInTheDocument();
  });

  it('Add to cart emits cart:add and add_to_cart, then opens "Added to cart"', async () => {
    const user = userEvent.setup();
    const service = fakeCartService();
    const cart = recordBus('cart:add');
    const analytics = recordBus('analytics:event');
    renderListing(makeListing(), '/listing/logo-tee?pid=p-tee&variation=v-white&size=s-l');
    await screen.findByRole('heading', { level: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cart.seen).toEqual([
      {
        slug: 'logo-tee',
        listingId: 'listing-1',
        productId: 'p-tee',
        colorId: 'v-white',
        sizeId: 's-l',
        quantity: 3,
        commandId: expect.any(String),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Added to cart' });
    expect(analytics.seen.map((e) => e.event)).toContain('add_to_cart');
    expect(dialog).toHaveAttribute('data-modal', 'cart-confirmation');
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cart.stop();
    analytics.stop();
    service.stop();
  });

  it("an add the store server did for the form: its notice carries the add_to_cart for the page's early script, and the live page pushes none", async () => {
    const analytics = recordBus('analytics:event');
    const base = '/listing/logo-tee?pid=p-tee&variation=v-white&size=s-l&notice=added';
    renderListing(makeListing(), `${base}&added=2&action=0123456789abcdef`);
    const notice = (await screen.findByText('Added to cart')).closest('[data-action-id]');
    expect(notice).toHaveAttribute('data-action-id', '0123456789abcdef');
    expect(JSON.parse(notice?.getAttribute('data-action-event') ?? '')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 26.99 * 2,
        items: [
          {
            item_id: 'p-tee',
            item_name: 'Logo Tee',
            item_variant: 'White / L',
            price: 26.99,
            quantity: 2,
          },
        ],
      },
    });
    expect(analytics.seen.map((e) => e.event)).not.toContain('add_to_cart');
    analytics.stop();
  });

  it.each([
    ['no id', '&added=2'],
    ['an id the server would not write', '&added=2&action=<b>x</b>'],
    ['a quantity the form cannot send', '&added=500&action=0123456789abcdef'],
  ])('an add notice with %s says so and carries no event', async (_what, extra) => {
    renderListing(
      makeListing(),
      `/listing/logo-tee?pid=p-tee&variation=v-white&size=s-l&notice=added${extra}`,
    );
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(document.querySelector('[data-action-event]')).toBeNull();
  });

  it('with no cart service answering, Add to cart shows an error toast, never "Added to cart"', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const toasts = recordBus('toast:show');
    const analytics = recordBus('analytics:event');
    renderListing(makeListing(), '/listing/logo-tee?pid=p-tee&variation=v-white&size=s-l');
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    const button = screen.getByRole('button', { name: 'Add to cart' });
    act(() => button.click());
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => {
      jest.advanceTimersByTime(CART_COMMAND_TIMEOUT_MS);
    });
    expect(toasts.seen).toEqual([
      {
        type: 'danger',
        message: "Sorry, we couldn't add Logo Tee to your cart. Please try again.",
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Added to cart' })).not.toBeInTheDocument();
    expect(analytics.seen.map((e) => e.event)).not.toContain('add_to_cart');
    expect(button).toHaveAttribute('aria-busy', 'false');
    toasts.stop();
    analytics.stop();
    expect(logged).toHaveBeenCalledWith('[catalog] cart:add not stored (no-answer)');
    logged.mockRestore();
    jest.useRealTimers();
  });

  it('reads "Out of stock" and is disabled when the colour inventory is 0', async () => {
    renderListing(
      makeListing({
        products: [makeProduct({ variations: [makeVariation({ inventoryCount: 0 })] })],
      }),
    );
    const button = await screen.findByRole('button', { name: 'Out of stock' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('reads "Out of stock" when the inventory of the chosen size is 0', async () => {
    const getInventory = jest.fn().mockResolvedValue({ inventoryCount: 0 });
    const { api } = renderListing(makeListing(), listingPath, { getInventory });
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(api.getInventory).toHaveBeenCalledWith('v-black', 's-m');
  });

  it('offers a private colour in preview only, named as private', async () => {
    const listing = makeListing({
      products: [
        makeProduct({
          variations: [
            makeVariation({ variationId: 'v-black', title: 'Black' }),
            makeVariation({ variationId: 'v-white', title: 'White', visibility: 'private' }),
          ],
        }),
      ],
    });
    const api = fakeApi({ getListing: jest.fn().mockResolvedValue(listing) });
    const preview = renderCatalog(listingPath, api, undefined, { previewMode: true });
    const colours = await screen.findByRole('radiogroup', { name: 'Color' });
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['v-black', 'v-white']);
    expect(
      within(colours).getByRole('radio', { name: 'White (private: only shown in preview)' }),
    ).toBeInTheDocument();
    expect(api.getListing).toHaveBeenCalledWith(expect.objectContaining({ visibility: 'any' }));
    preview.unmount();

    renderListing(listing);
    const shopper = await screen.findByRole('radiogroup', { name: 'Color' });
    expect(within(shopper).getAllByRole('radio')).toHaveLength(1);
    expect(within(shopper).queryByRole('radio', { name: /White/ })).toBeNull();
  });

  it('shows the private listing notice', async () => {
    renderListing(makeListing({ visibility: 'private' }));
    expect(await screen.findByText('Listing is currently set as Private')).toBeInTheDocument();
    expect(screen.getByText("This page won't be visible to anyone")).toBeInTheDocument();
  });

  it('has Description, Product Details and Delivery Details tabs', async () => {
    const user = userEvent.setup();
    renderListing();
    const tablist = await screen.findByRole('tablist');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Description',
      'Product Details',
      'Delivery Details',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Our best tee.');
    await user.click(tabs[1]!);
    expect(screen.getByRole('tabpanel', { name: 'Product Details' })).toHaveTextContent(
      '100% cotton',
    );
    await user.click(tabs[2]!);
    const delivery = screen.getByRole('tabpanel', { name: 'Delivery Details' });
    expect(delivery).toHaveTextContent('30 Day Free Return Policy');
  });

  it('sanitizes the listing description', async () => {
    renderListing(
      makeListing({
        description: '<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      }),
    );
    const panel = await screen.findByRole('tabpanel');
    expect(panel.innerHTML).not.toContain('onerror');
    expect(panel.innerHTML).not.toContain('<script');
  });

  it('tells digital delivery apart and drops the return banner', async () => {
    const user = userEvent.setup();
    renderListing(makeListing({ fulfillmentDetails: { type: 'digital' } }));
    await user.click(await screen.findByRole('tab', { name: 'Delivery Details' }));
    expect(screen.getByRole('tabpanel', { name: 'Delivery Details' })).toHaveTextContent(
      'digital product',
    );
    expect(screen.queryByText('30 Day Free Return Policy')).not.toBeInTheDocument();
  });

  it('retries without the product id on a product error', async () => {
    const getListing = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError('Get listing', 404, [{ code: 'product', detail: 'Product not found' }]),
      )
      .mockResolvedValueOnce(makeListing());
    renderCatalog('/listing/logo-tee?pid=gone', fakeApi({ getListing }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logo Tee' })).toBeInTheDocument();
    expect(getListing).toHaveBeenLastCalledWith({ slug: 'logo-tee', storeSlug: 'demo' });
  });

  it('goes to /listing-not-found on any other error', async () => {
    const getListing = jest
      .fn()
      .mockRejectedValue(
        new ApiError('Get listing', 404, [{ code: 'listing', detail: 'Listing not found' }]),
      );
    renderCatalog('/listing/nope?pid=p1', fakeApi({ getListing }));
    await waitFor(() => expect(currentUrl()).toBe('/listing-not-found'));
  });

  it('stays put on a 401 (a locked store): the shell, told by the call, sends the shopper to /login', async () => {
    const getListing = jest
      .fn()
      .mockRejectedValue(
        new ApiError('Get listing', 401, [{ code: 'access', detail: 'Access code required' }]),
      );
    renderCatalog('/listing/crew-tee?pid=p1', fakeApi({ getListing }));
    await waitFor(() => expect(getListing).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(currentUrl()).toBe('/listing/crew-tee?pid=p1');
  });

  it('fires view_item once per product id', async () => {
    const user = userEvent.setup();
    const analytics = recordBus('analytics:event');
    renderListing();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('radio', { name: 'White' }));
    await user.click(screen.getByRole('radio', { name: 'L' }));
    const views = analytics.seen.filter((e) => e.event === 'view_item');
    expect(views).toHaveLength(1);
    analytics.stop();
  });

  it('tells the tracking service once per listing shown, with the query but not the product choice', async () => {
    const user = userEvent.setup();
    const trackViewedCampaign = jest.fn().mockResolvedValue({ success: true });
    const listing = makeListing();
    renderListing(listing, '/listing/logo-tee?pid=p-tee&variation=v1&size=s&utm_source=mail', {
      trackViewedCampaign,
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('radio', { name: 'White' }));
    expect(trackViewedCampaign).toHaveBeenCalledTimes(1);
    expect(trackViewedCampaign).toHaveBeenCalledWith({
      campaign_id: listing.listingId,
      referrer: '',
      get_vars: { pid: 'p-tee', utm_source: 'mail' },
    });
  });

  it('does not tell the tracking service again of the listing the HTML already told it of', async () => {
    const trackViewedCampaign = jest.fn().mockResolvedValue({ success: true });
    const listing = makeListing();
    // What store-listing-view.js leaves on a server-rendered listing once it has posted.
    document.documentElement.setAttribute('data-campaign-sent', listing.listingId);
    renderListing(listing, listingPath, { trackViewedCampaign });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(listing.title);
    expect(trackViewedCampaign).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute('data-campaign-sent');
  });

  it('shows at most 4 other products under "You might also like"', async () => {
    const tiles = Array.from({ length: 6 }, (_, i) =>
      makeTile({ id: `r${i}`, title: `Related ${i}` }),
    );
    tiles.push(makeTile({ id: 'self', slug: 'logo-tee', title: 'Logo Tee self' }));
    const getStoreProducts = jest.fn().mockResolvedValue(page(tiles, 1, 2, 50));
    renderListing(makeListing(), listingPath, { getStoreProducts });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'You might also like' });
    const titles = () =>
      within(section)
        .getAllByRole('article')
        .map((a) => a.textContent);
    // 4 related at most, 3 a page on a wide screen (jsdom has no matchMedia: wide).
    expect(titles()).toHaveLength(3);
    expect(within(section).getByText('1–3 of 4')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Previous products' })).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'Next products' }));
    expect(titles()).toHaveLength(1);
    expect(titles()[0]).toContain('Related 3');
    // Only the store's first page is read for them, however many pages the catalogue has.
    expect(getStoreProducts).toHaveBeenCalledTimes(1);
    expect(getStoreProducts).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }));
    expect(within(section).getByText('4–4 of 4')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Next products' })).toBeDisabled();
    expect(within(section).queryByText('Logo Tee self')).not.toBeInTheDocument();
  });

  it('has no carousel controls with 2 related products and no section with 1', async () => {
    const two = [
      makeTile({ id: 'r0', title: 'Related 0' }),
      makeTile({ id: 'r1', title: 'Related 1' }),
    ];
    const { unmount } = renderListing(makeListing(), listingPath, {
      getStoreProducts: jest.fn().mockResolvedValue(page(two)),
    });
    const section = await screen.findByRole('region', { name: 'You might also like' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: 'Next products' })).toBeNull();
    unmount();

    renderListing(makeListing(), listingPath, {
      getStoreProducts: jest.fn().mockResolvedValue(page(two.slice(0, 1))),
    });
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'You might also like' })).toBeNull();
  });

  it('has a gallery with thumbnails and a next-image control', async () => {
    const user = userEvent.setup();
    renderListing();
    await screen.findByRole('heading', { level: 1 });
    const main = () => screen.getAllByRole('img', { name: 'Logo Tee' })[0];
    expect(main()).toHaveAttribute('src', '/m/black-front.png');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(main()).toHaveAttribute('src', '/m/black-back.png');
    await user.click(screen.getByRole('button', { name: 'Show image 1' }));
    expect(main()).toHaveAttribute('src', '/m/black-front.png');
    await act(async () => {});
  });
});

describe('listing size guide and report link', () => {
  const details = {
    description: 'A soft tee.',
    materials: '100% cotton',
    fit: 'Regular',
    comparableBrands: 'Gildan',
    sizeChart: { S: { Width: '18', Length: '28' }, M: { Width: '20', Length: '29' } },
    sizeChartUnit: 'inches' as const,
  };

  it('opens sizechart-modal with the chart and switches inches to cm', async () => {
    const user = userEvent.setup();
    renderListing(makeListing({ products: [makeProduct({ details })] }));
    await user.click(await screen.findByRole('button', { name: 'Size guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(dialog).toHaveAttribute('data-modal', 'sizechart-modal');
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Size', 'Width', 'Length']);
    expect(within(table).getByRole('row', { name: /^S / })).toHaveTextContent('S1828');
    await user.click(within(dialog).getByRole('radio', { name: 'Centimetres' }));
    expect(within(table).getByRole('row', { name: /^S / })).toHaveTextContent('S45.771.1');
    expect(within(dialog).getByText('Classic Tee measurements (centimetres)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the chart image when the product has only a chart URL', async () => {
    const user = userEvent.setup();
    renderListing(
      makeListing({
        products: [
          makeProduct({
            details: { ...details, sizeChart: {}, sizeChartUrl: 'https://cdn.example.com/c.png' },
          }),
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Size guide' }));
    expect(screen.getByRole('img', { name: 'Size chart for Classic Tee' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/c.png',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no size guide without a chart', async () => {
    renderListing();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Size guide' })).toBeNull();
  });

  it("links 'Report this product' to the contact form with the listing", async () => {
    renderListing();
    expect(await screen.findByRole('link', { name: 'Report this product' })).toHaveAttribute(
      'href',
      '/contact?reason=report&listing=logo-tee',
    );
  });
});

describe('sticky add bar', () => {
  // jsdom lays nothing out: the button's box is set here, as the browser would report it.
  let bottom = 900;
  let rect: jest.SpyInstance;
  beforeEach(() => {
    bottom = 900;
    rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ bottom }) as DOMRect);
  });
  afterEach(() => rect.mockRestore());

  const scroll = async (buttonBottom: number) => {
    bottom = buttonBottom;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => requestAnimationFrame(r));
    });
  };

  it('appears once Add to cart scrolled above the screen and adds the same choice', async () => {
    const user = userEvent.setup();
    fakeCartService();
    const cart = recordBus('cart:add');
    renderListing(makeListing(), '/listing/logo-tee?pid=p-tee&variation=v-white&size=s-l');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('sticky-add-bar')).toBeNull();
    await scroll(1200); // still below the fold: the page's own button is ahead
    expect(screen.queryByTestId('sticky-add-bar')).toBeNull();
    await scroll(-40);
    const bar = screen.getByTestId('sticky-add-bar');
    expect(bar).toHaveTextContent('Logo Tee');
    expect(bar).toHaveTextContent('$26.99');
    await user.click(within(bar).getByRole('button', { name: 'Add to cart' }));
    expect(cart.seen).toEqual([
      expect.objectContaining({ productId: 'p-tee', colorId: 'v-white', sizeId: 's-l' }),
    ]);
    await scroll(10);
    expect(screen.queryByTestId('sticky-add-bar')).toBeNull();
  });
});

describe('pre-order listing', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, zip = '93940') => {
    const dialog = await screen.findByRole('dialog', { name: 'Pre-order' });
    const form = within(dialog);
    await user.type(await form.findByLabelText('Full name'), 'Ada Lovelace');
    await user.type(form.getByLabelText('Email'), 'ada@example.com');
    await user.type(form.getByLabelText('Street address'), '1 Harbor Way');
    await user.type(form.getByLabelText('City'), 'Monterey');
    await user.type(form.getByLabelText('Zipcode'), zip);
    await user.selectOptions(form.getByLabelText('State'), 'California');
    return dialog;
  };

  it('offers Pre-order instead of Add to cart and sends the form with colour and size', async () => {
    const user = userEvent.setup();
    const submitPreorder = jest.fn().mockResolvedValue(undefined);
    renderListing(
      makeListing({ preorder: true }),
      '/listing/logo-tee?pid=p-tee&variation=v-white&size=s-l',
      { submitPreorder },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pre-order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-order' });
    expect(dialog).toHaveAttribute('data-modal', 'preorderform-modal');
    const submit = await within(dialog).findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await fill(user, '9394');
    // Validates on change: the short zip says so at once, and Submit stays disabled.
    expect(await within(dialog).findByText('Please enter a valid zipcode')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Zipcode'), '0');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(
      await within(dialog).findByText(
        "Thanks! Your pre-order is in. We'll email you before it ships.",
      ),
    ).toBeInTheDocument();
    expect(submitPreorder).toHaveBeenCalledWith({
      fullname: 'Ada Lovelace',
      email: 'ada@example.com',
      street: '1 Harbor Way',
      street2: '',
      city: 'Monterey',
      zip: '93940',
      state: 'California',
      country: 'United States',
      colorId: 'v-white',
      sizeId: 's-l',
    });
  });

  it('says so when the store did not take it, keeping what was typed', async () => {
    const user = userEvent.setup();
    const submitPreorder = jest.fn().mockRejectedValue(new Error('offline'));
    renderListing(makeListing({ preorder: true }), listingPath, { submitPreorder });
    await user.click(await screen.findByRole('button', { name: 'Pre-order' }));
    const dialog = await fill(user);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We couldn't send your pre-order right now. Please try again.",
    );
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  });

  it('shows the messages of fields emptied after typing (validates on change)', async () => {
    const user = userEvent.setup();
    renderListing(makeListing({ preorder: true }));
    await user.click(await screen.findByRole('button', { name: 'Pre-order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-order' });
    const name = await within(dialog).findByLabelText('Full name');
    await user.type(name, 'A');
    await user.clear(name);
    expect(await within(dialog).findByText('Please enter your full name')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Country'), '');
    expect(await within(dialog).findByText('Please select your country')).toBeInTheDocument();
  });
});

describe('listing notices', () => {
  it('shows the fan validation notice above 100 orders (flag on by default)', async () => {
    renderListing(makeListing({ orders: 1337 }));
    expect(await screen.findByText('Fan favorite: more than 100 orders')).toBeInTheDocument();
  });

  it('has no fan validation notice at 100 orders or fewer', async () => {
    renderListing(makeListing({ orders: 100 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Fan favorite/)).toBeNull();
  });

  describe('with the clock pinned', () => {
    afterEach(() => jest.useRealTimers());

    it('Delivery Details carries the December 2023 holiday note', async () => {
      jest.useFakeTimers({ now: new Date(2023, 11, 7, 10), advanceTimers: true });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderListing();
      await user.click(await screen.findByRole('tab', { name: 'Delivery Details' }));
      expect(
        screen.getByText('Order now with rush shipping to get it by 12/25.'),
      ).toBeInTheDocument();
    });

    it('says nothing about the holidays in another December', async () => {
      jest.useFakeTimers({ now: new Date(2024, 11, 7, 10), advanceTimers: true });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderListing();
      await user.click(await screen.findByRole('tab', { name: 'Delivery Details' }));
      expect(screen.queryByText(/by 12\/25/)).toBeNull();
    });
  });
});

describe('NFT and digital listings', () => {
  const nftListing = () =>
    makeListing({
      products: [
        makeProduct({
          productType: 'nft',
          variations: [makeVariation({ productType: 'nft', sizes: makeSizes(['Digital'], 5) })],
        }),
      ],
    });

  it('reads NFT stock from the availability service, not the inventory', async () => {
    const getNftAvailability = jest.fn().mockResolvedValue({ count: 1 });
    const getInventory = jest.fn().mockResolvedValue({ inventoryCount: 0 });
    renderListing(nftListing(), listingPath, { getNftAvailability, getInventory });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(getNftAvailability).toHaveBeenCalledWith('listing-1');
    expect(getInventory).not.toHaveBeenCalled();
    // The lone "Digital" size is no choice: no size picker.
    expect(screen.queryByRole('radiogroup', { name: 'Size' })).toBeNull();
    expect(screen.queryByLabelText('Size')).toBeNull();
  });

  it('counts an NFT as 0 left when the availability service fails', async () => {
    const getNftAvailability = jest.fn().mockRejectedValue(new Error('down'));
    renderListing(nftListing(), listingPath, { getNftAvailability });
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('counts an NFT with 0 left as out of stock', async () => {
    const getNftAvailability = jest.fn().mockResolvedValue({ count: 0 });
    renderListing(nftListing(), listingPath, { getNftAvailability });
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });
});
