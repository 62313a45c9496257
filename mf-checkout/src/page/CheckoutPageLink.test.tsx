import { screen, waitFor } from '@testing-library/react';
import { createAppStore } from '../appStore';
import { fakeApi, storeRecord } from '../test/fakeApi';
import { renderWithStore } from '../test/render';
import { customer, makeCheckout, quotesResponse } from '../test/fixtures';
import { CheckoutPage } from './CheckoutPage';

const api = fakeApi();
const getCheckoutMock = api.getCheckout;
const openMock = api.openCheckoutLink;

function renderAt(path: string) {
  renderWithStore(<CheckoutPage />, {
    store: createAppStore({ api, redirect: jest.fn() }),
    path,
    route: '/checkout/:checkoutId',
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  api.getStore.mockResolvedValue(storeRecord('Demo Shop', 'usa'));
  api.getDeliveryOptions.mockResolvedValue(quotesResponse);
  getCheckoutMock.mockResolvedValue(makeCheckout({ customer, orderLookupNumber: 'LK1' }));
});

describe('CheckoutPage with an encrypted ?id= (SPEC §2)', () => {
  it('decrypts the id, loads that checkout and goes to /thankyou when the address is complete', async () => {
    openMock.mockResolvedValue({
      checkoutId: 'chk_1',
      storeSlug: 'demo',
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    renderAt('/checkout/chk_1?id=enc%2Btoken%3D');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/thankyou\?.*cart=chk_1/),
    );
    expect(openMock).toHaveBeenCalledWith('enc+token=', 'demo');
    expect(getCheckoutMock).toHaveBeenCalledWith('chk_1', 'demo');
  });

  it('stays on the checkout (address complete) when the link is refused', async () => {
    openMock.mockRejectedValue(new Error('This checkout link has expired.'));
    renderAt('/checkout/chk_1?id=expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/checkout/chk_1?id=expired');
  });
});
