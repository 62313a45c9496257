import { act, screen, within } from '@testing-library/react';
import type { ProductTile } from '@store/shared';
import { fakeCartPageApi, productsPage, renderCart, seedCookie } from '../test/cartPage';
import { makeItem } from '../test/fixtures';

const api = fakeCartPageApi();
const getStoreProductsMock = api.getStoreProducts;

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

describe('cart page', () => {
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
