import { screen, waitFor } from '@testing-library/react';
import { createAppStore } from '../appStore';
import { fakeApi, storeRecord } from '../test/fakeApi';
import { renderWithStore } from '../test/render';
import { ExpressCheckoutPage } from './ExpressCheckoutPage';

const api = fakeApi();
const getStoreMock = api.getStore;

const CART = JSON.stringify({
  region: 'USA',
  items: {
    '1001-70001-m': {
      slug: 'tidepool-wave-tee',
      sku: '1001-70001-m',
      listingId: '1001',
      productId: '5001',
      colorId: '70001',
      sizeId: 'm',
      quantity: 1,
    },
  },
});

function renderAt(path: string) {
  const redirect = jest.fn();
  renderWithStore(<ExpressCheckoutPage />, {
    store: createAppStore({ api, redirect }),
    path,
  });
  return redirect;
}

beforeEach(() => {
  getStoreMock.mockResolvedValue(storeRecord('Tidepool Supply Co.', 'usa'));
  document.cookie = `cart_demo=${encodeURIComponent(CART)}; path=/`;
});
afterEach(() => {
  document.cookie = 'cart_demo=; path=/; max-age=0';
});

describe('/checkout/express', () => {
  it('redirects to /buy/express_checkout with the stored cart, afterpay by default', async () => {
    const redirect = renderAt('/checkout/express?deviceId=dev-9');
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const qs = new URLSearchParams(String(redirect.mock.calls[0][0]).split('?')[1]);
    expect(qs.get('skus')).toBe('1001-70001-m_1');
    expect(qs.get('method')).toBe('afterpay');
    expect(qs.get('payment_method')).toBe('afterpay');
    expect(qs.get('device_id')).toBe('dev-9');
    expect(qs.get('store_id')).toBe('demo');
    // Titled as a checkout, as the store server titles /checkout/*; its heading says express.
    expect(document.title).toBe('Checkout | My Store');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Express checkout');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });

  it('does not start Afterpay express where Afterpay is hidden', async () => {
    getStoreMock.mockResolvedValue(storeRecord('Euro', 'eu'));
    const redirect = renderAt('/checkout/express?method=afterpay');
    expect((await screen.findByRole('alert')).textContent).toContain('not available');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('says so when the cart is empty', async () => {
    document.cookie = 'cart_demo=; path=/; max-age=0';
    const redirect = renderAt('/checkout/express?method=googlepay');
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });
});
