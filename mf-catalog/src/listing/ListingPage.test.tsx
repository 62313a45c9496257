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
import { currentUrl, fakeApi, fakeCartService, recordBus, renderCatalog } from '../test/harness';

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
    const colour = await screen.findByRole('radiogroup', { name: 'Colour' });
    expect(within(colour).getByRole('radio', { name: 'Black' })).toBeChecked();
    await user.click(within(colour).getByRole('radio', { name: 'White' }));
    expect(currentUrl()).toBe('/listing/logo-tee?pid=p-tee&variation=v-white&size=s-m');
    expect(within(colour).getByRole('radio', { name: 'White' })).toBeChecked();

    const size = screen.getByRole('radiogroup', { name: 'Size' });
    await user.click(within(size).getByRole('radio', { name: 'L' }));
    expect(currentUrl()).toBe('/listing/logo-tee?pid=p-tee&variation=v-white&size=s-l');
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$26.99');
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

  it('adds the pid to the URL when it is missing', async () => {
    renderListing(makeListing(), '/listing/logo-tee');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(currentUrl()).toBe('/listing/logo-tee?pid=p-tee'));
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

  it('shows at most 4 other products under "You might also like"', async () => {
    const tiles = Array.from({ length: 6 }, (_, i) =>
      makeTile({ id: `r${i}`, title: `Related ${i}` }),
    );
    tiles.push(makeTile({ id: 'self', slug: 'logo-tee', title: 'Logo Tee self' }));
    renderListing(makeListing(), listingPath, {
      getStoreProducts: jest.fn().mockResolvedValue(page(tiles)),
    });
    const section = await screen.findByRole('region', { name: 'You might also like' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).queryByText('Logo Tee self')).not.toBeInTheDocument();
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
