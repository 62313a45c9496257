import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeListing, makeProduct, makeTile, makeVariation, page } from '../test/fixtures';
import { currentUrl, fakeApi, fakeCartService, recordBus, renderCatalog } from '../test/harness';
import { tileHref } from '@store/shared';

function renderHomeWith(tiles = [makeTile()], over: Parameters<typeof fakeApi>[0] = {}) {
  return renderCatalog(
    '/',
    fakeApi({ getStoreProducts: jest.fn().mockResolvedValue(page(tiles)), ...over }),
  );
}

describe('product tile', () => {
  afterEach(() => jest.useRealTimers());

  it('renders a link to the product URL with the image, price and product type', async () => {
    renderHomeWith([
      makeTile({ id: 't1', title: 'Logo Tee', price: 24.99, productName: 'Classic Tee' }),
    ]);
    const link = await screen.findByRole('link', { name: /Logo Tee/ });
    expect(link).toHaveAttribute('href', '/listing/listing-t1?pid=p-t1');
    expect(within(link).getByRole('img', { name: 'Logo Tee' })).toHaveAttribute(
      'src',
      '/media/t1-front.png',
    );
    expect(link).toHaveTextContent('$24.99');
    expect(link).toHaveTextContent('Classic Tee');
  });

  it('loads the first screen of tiles at once and first; the rest lazily', async () => {
    renderHomeWith(
      Array.from({ length: 6 }, (_, i) => makeTile({ id: `t${i}`, title: `Tee ${i}` })),
    );
    const img = async (i: number) =>
      within(await screen.findByRole('link', { name: new RegExp(`Tee ${i}`) })).getByRole('img');
    for (const i of [0, 3]) {
      expect(await img(i)).toHaveAttribute('loading', 'eager');
      expect(await img(i)).toHaveAttribute('fetchpriority', 'high');
    }
    expect(await img(4)).toHaveAttribute('loading', 'lazy');
    expect(await img(4)).toHaveAttribute('fetchpriority', 'auto');
  });

  it('adds pid to a URL that lacks it', () => {
    expect(tileHref({ url: '/listing/a', slug: 'a', productId: 'p9', id: 'x' })).toBe(
      '/listing/a?pid=p9',
    );
    expect(tileHref({ url: '/listing/a?pid=p1', slug: 'a', productId: 'p9', id: 'x' })).toBe(
      '/listing/a?pid=p1',
    );
  });

  it('navigates to the listing when clicked', async () => {
    const user = userEvent.setup();
    renderHomeWith([makeTile({ id: 't1', title: 'Logo Tee' })], {
      getListing: jest.fn().mockReturnValue(new Promise(() => {})),
    });
    await user.click(await screen.findByRole('link', { name: /Logo Tee/ }));
    expect(currentUrl()).toBe('/listing/listing-t1?pid=p-t1');
  });

  it('cycles through the additional images every second on hover', async () => {
    jest.useFakeTimers();
    renderHomeWith([makeTile({ id: 't1', title: 'Logo Tee' })]);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    const img = screen.getByRole('img', { name: 'Logo Tee' });
    const article = screen.getByRole('article');
    act(() => {
      article.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(img).toHaveAttribute('src', '/media/t1-back.png');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(img).toHaveAttribute('src', '/media/t1-front.png');
  });
});

describe('quick add', () => {
  let service: { stop(): void } | null = null;
  beforeEach(() => {
    service = fakeCartService();
  });
  afterEach(() => {
    service?.stop();
    jest.useRealTimers();
  });

  it('shows an options panel and adds the chosen colour and size', async () => {
    const user = userEvent.setup();
    const cart = recordBus('cart:add');
    const getListing = jest.fn().mockResolvedValue(makeListing());
    renderHomeWith(
      [makeTile({ id: 't1', title: 'Logo Tee', slug: 'logo-tee', productId: 'p-tee' })],
      { getListing },
    );
    await user.click(await screen.findByRole('button', { name: 'Quick add Logo Tee' }));
    expect(getListing).toHaveBeenCalledWith({
      slug: 'logo-tee',
      storeSlug: 'demo',
      productId: 'p-tee',
    });
    const panel = await screen.findByRole('form', { name: 'Options for Logo Tee' });
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Color for Logo Tee' }),
      'White',
    );
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Size for Logo Tee' }),
      'L',
    );
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(cart.seen).toEqual([
      {
        slug: 'logo-tee',
        listingId: 'listing-1',
        productId: 'p-tee',
        colorId: 'v-white',
        sizeId: 's-l',
        quantity: 1,
        commandId: expect.any(String),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Added to cart' });
    expect(dialog).toHaveAttribute('data-modal', 'quick-add-confirmation');
    expect(screen.queryByRole('form', { name: 'Options for Logo Tee' })).not.toBeInTheDocument();
    cart.stop();
  });

  it('in preview reads the listing as the owner sees it and offers its private colour', async () => {
    const user = userEvent.setup();
    const listing = makeListing({
      products: [
        makeProduct({
          variations: [
            makeVariation({ variationId: 'v-navy', title: 'Navy' }),
            makeVariation({ variationId: 'v-white', title: 'White', visibility: 'private' }),
          ],
        }),
      ],
    });
    const getListing = jest.fn().mockResolvedValue(listing);
    renderCatalog(
      '/',
      fakeApi({
        getStoreProducts: jest.fn().mockResolvedValue(page([makeTile({ id: 't1', title: 'Tee' })])),
        getListing,
      }),
      undefined,
      { previewMode: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Quick add Tee' }));
    expect(getListing).toHaveBeenCalledWith(expect.objectContaining({ visibility: 'any' }));
    const panel = await screen.findByRole('form', { name: 'Options for Tee' });
    const colours = within(panel).getByRole('combobox', { name: 'Color for Tee' });
    expect(
      within(colours)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Navy', 'White (private: only shown in preview)']);
  });

  it('adds a single-variation item straight away and closes the confirmation after 6 s', async () => {
    jest.useFakeTimers();
    const cart = recordBus('cart:add');
    const single = makeListing({
      products: [
        makeProduct({
          variations: [makeVariation({ sizes: [{ id: 'one', label: 'One size', price: 15 }] })],
        }),
      ],
    });
    renderHomeWith([makeTile({ id: 't1', title: 'Logo Tee' })], {
      getListing: jest.fn().mockResolvedValue(single),
    });
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await act(async () => {
      screen.getByRole('button', { name: 'Quick add Logo Tee' }).click();
    });
    expect(cart.seen).toHaveLength(1);
    expect(cart.seen[0]).toMatchObject({ colorId: 'v-black', sizeId: 'one', quantity: 1 });
    expect(screen.getByRole('dialog', { name: 'Added to cart' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5900);
    });
    expect(screen.getByRole('dialog', { name: 'Added to cart' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cart.stop();
  });

  it('sends a pre-order item to its product page instead of adding it, even with one variation', async () => {
    const user = userEvent.setup();
    const cart = recordBus('cart:add');
    const preorder = makeListing({
      preorder: true,
      products: [
        makeProduct({
          variations: [makeVariation({ sizes: [{ id: 'one', label: 'One size', price: 15 }] })],
        }),
      ],
    });
    renderHomeWith([makeTile({ id: 't1', title: 'Logo Tee' })], {
      getListing: jest.fn().mockResolvedValue(preorder),
    });
    await user.click(await screen.findByRole('button', { name: 'Quick add Logo Tee' }));
    const note = await screen.findByText(/Logo Tee is available to pre-order/);
    await user.click(within(note).getByRole('link', { name: 'Pre-order it here' }));
    expect(currentUrl()).toBe('/listing/logo-tee?pid=p-tee');
    expect(cart.seen).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Added to cart' })).toBeNull();
    cart.stop();
  });

  it('opens the out-of-stock modal when the item has no inventory', async () => {
    const user = userEvent.setup();
    const cart = recordBus('cart:add');
    const none = makeListing({
      products: [
        makeProduct({
          variations: [
            makeVariation({ inventoryCount: 0, sizes: [{ id: 'one', label: 'OS', price: 15 }] }),
          ],
        }),
      ],
    });
    renderHomeWith([makeTile({ id: 't1', title: 'Logo Tee' })], {
      getListing: jest.fn().mockResolvedValue(none),
    });
    await user.click(await screen.findByRole('button', { name: 'Quick add Logo Tee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Out of stock' });
    expect(dialog).toHaveAttribute('data-modal', 'quick-add-out-of-stock');
    expect(dialog).toHaveTextContent('This product is out of stock.');
    expect(cart.seen).toHaveLength(0);
    cart.stop();
  });

  it('when the cart refuses or does not answer, shows an error toast and no confirmation', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    service?.stop();
    service = fakeCartService({ ok: false });
    const toasts = recordBus('toast:show');
    const single = makeListing({
      products: [
        makeProduct({
          variations: [makeVariation({ sizes: [{ id: 'one', label: 'One size', price: 15 }] })],
        }),
      ],
    });
    renderHomeWith([makeTile({ id: 't1', title: 'Logo Tee' })], {
      getListing: jest.fn().mockResolvedValue(single),
    });
    await user.click(await screen.findByRole('button', { name: 'Quick add Logo Tee' }));
    await screen.findByRole('button', { name: 'Quick add Logo Tee' });
    expect(toasts.seen).toEqual([
      {
        type: 'danger',
        message: "Sorry, we couldn't add Logo Tee to your cart. Please try again.",
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Added to cart' })).not.toBeInTheDocument();
    toasts.stop();
    logged.mockRestore();
  });
});
