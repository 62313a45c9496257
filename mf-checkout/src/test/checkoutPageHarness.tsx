import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@store/shared';
import { CheckoutPage } from '../page/CheckoutPage';
import { createAppStore } from '../appStore';
import type { RootState } from '../store/types';
import { fakeApi, storeRecord } from './fakeApi';
import { renderWithStore } from './render';

/** The checkout page's tests: one fake API per file, reset before each test, and page helpers. */
export function checkoutPageHarness() {
  const api = fakeApi();
  function renderPage(
    opts: {
      previewMode?: boolean;
      storeName?: string;
      /** The state the store server rendered the page with, as the browser's store starts. */
      served?: Partial<RootState>;
      /** The page's address (default `/checkout/chk_1`). */
      path?: string;
    } = {},
  ) {
    const store = createAppStore({ api, redirect: jest.fn() }, opts.served);
    renderWithStore(<CheckoutPage />, {
      store,
      path: opts.path ?? '/checkout/chk_1',
      route: '/checkout/:checkoutId',
      previewMode: opts.previewMode,
      storeName: opts.storeName,
    });
    return store;
  }

  beforeEach(() => {
    jest.clearAllMocks();
    // The store's config shows card (SPEC's default switches hide it) next to afterpay and wallets.
    setRuntimeConfig({
      ...DEFAULT_RUNTIME_CONFIG,
      flags: { ...DEFAULT_RUNTIME_CONFIG.flags, hideCard: false },
    });
    api.getStore.mockResolvedValue(storeRecord('Demo Shop', 'usa'));
  });

  async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Email'), '  shopper@example.com ');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Street address'), '1600 Amphitheatre Parkway');
    await user.type(screen.getByLabelText('City'), 'Mountain View');
    await user.selectOptions(screen.getByLabelText('State'), 'California');
    await user.type(screen.getByLabelText('Zip code'), '94043');
    await user.type(screen.getByLabelText('Phone'), '650-253-0000');
  }

  async function fillCard(
    user: ReturnType<typeof userEvent.setup>,
    number = '4242 4242 4242 4242',
  ) {
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), number);
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
  }

  return { api, renderPage, fillAddress, fillCard };
}
