import { screen, waitFor } from '@testing-library/react';
import { checkoutApi } from '../store/checkoutApi';
import { bus, RetryExceededError, type Order } from '@store/shared';
import { inShopperLocale } from '@store/shared/testing';
import { createAppStore } from '../appStore';
import { fakeApi } from '../test/fakeApi';
import { renderWithStore } from '../test/render';
import { ThankYouPage } from './ThankYouPage';
import { CheckoutCompletePage } from '../complete/CheckoutCompletePage';

const api = fakeApi();
const orderMock = api.getOrderByCartId;

const order: Order = {
  lookupNumber: 'LK77',
  orderNumber: 'ORD-77',
  checkoutId: 'chk_1',
  status: 'placed',
  shippingMethod: 'standard',
  created: '2025-03-01T00:00:00Z',
  updated: '2025-03-01T00:00:00Z',
  totalCost: { amount: 55.48, currency: 'USD' },
  items: [
    {
      sku: 'l1-c1-s1',
      title: 'Classic Tee',
      quantity: 2,
      price: 24.99,
      colorName: 'Black',
      sizeLabel: 'M',
      image: '',
    },
  ],
  shipments: [],
  customerName: 'Ada Lovelace',
  arrivalEstimate: null,
};

const PATH =
  '/thankyou?name=Ada&orderNumber=ORD-77&orderLookupNumber=LK77&arrivalEstimate=Mar%204%20-%20Mar%209&cart=chk_1';

function clearCookies() {
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}

beforeEach(() => {
  orderMock.mockReset();
  clearCookies();
});

describe('ThankYouPage', () => {
  it('reads in German', async () => {
    orderMock.mockResolvedValue(order);
    await inShopperLocale('de', async () => {
      renderWithStore(<ThankYouPage />, {
        store: createAppStore({ api }),
        path: PATH,
        route: '/thankyou',
      });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' }),
      ).toBeTruthy();
      expect(document.title).toBe('Vielen Dank für deine Bestellung! | My Store');
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );
      expect(screen.getByText('Danke, Ada. Wir haben deine Bestellung erhalten.')).toBeTruthy();
      expect(screen.getByText('Bestellnummer: ORD-77')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Deine Artikel' })).toBeTruthy();
      expect(screen.getByText(/^Gesamtsumme: 55,48\s\$$/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Bestellung verfolgen' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toBeTruthy();
    });
  });

  it('renders the order number, name and arrival estimate from the query, then the loaded order', async () => {
    orderMock.mockResolvedValue(order);
    renderWithStore(<ThankYouPage />, {
      store: createAppStore({ api }),
      path: PATH,
      route: '/thankyou',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeTruthy();
    expect(screen.getByText('Order number: ORD-77')).toBeTruthy();
    expect(screen.getByText("Thanks, Ada. We've received your order.")).toBeTruthy();
    expect(screen.getByText('Estimated arrival: Mar 4 - Mar 9')).toBeTruthy();
    expect(await screen.findByText('Total: $55.48')).toBeTruthy();
    // Read by the checkout id, never by the guessable lookup number alone.
    expect(orderMock).toHaveBeenCalledWith('chk_1');
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(
      '/track',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('keeps showing the query data when the order fetch fails (FAILURE is only reported)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    orderMock.mockRejectedValue(new RetryExceededError('Get order', 500));
    const store = createAppStore({ api });
    renderWithStore(<ThankYouPage />, { store, path: PATH, route: '/thankyou' });
    await waitFor(() =>
      expect(checkoutApi.endpoints.orderByCartId.select('chk_1')(store.getState()).isError).toBe(
        true,
      ),
    );
    expect(screen.getByText('Order number: ORD-77')).toBeTruthy();
    expect(screen.queryByText(/Total:/)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('fires the purchase event once per order (a cookie records it)', async () => {
    orderMock.mockResolvedValue(order);
    const events = jest.fn();
    const sub = bus.on('analytics:event').subscribe(events);
    const first = renderWithStore(<ThankYouPage />, {
      store: createAppStore({ api }),
      path: PATH,
      route: '/thankyou',
    });
    await screen.findByText('Total: $55.48');
    first.unmount();
    renderWithStore(<ThankYouPage />, {
      store: createAppStore({ api }),
      path: PATH,
      route: '/thankyou',
    });
    await screen.findByText('Total: $55.48');
    sub.unsubscribe();
    const purchases = events.mock.calls.filter(([e]) => e.event === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0][0]).toMatchObject({ transaction_id: 'ORD-77', value: 55.48 });
    expect(document.cookie).toContain('purchase_tracked_ORD-77=1');
  });
});

describe('CheckoutCompletePage', () => {
  it('clears the cart on the bus, then replaces itself with /thankyou', async () => {
    const cleared = jest.fn();
    const sub = bus.on('cart:clear').subscribe(cleared);
    renderWithStore(<CheckoutCompletePage />, {
      store: createAppStore({ api }),
      path: '/checkout-complete/cart_9?orderNumber=ORD-1',
      route: '/checkout-complete/:cartId',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/thankyou?orderNumber=ORD-1&cart=cart_9',
      ),
    );
    sub.unsubscribe();
    expect(cleared).toHaveBeenCalledWith({ reason: 'order-complete' });
  });
});
