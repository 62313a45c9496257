import { getStore, updateCheckout } from '@store/shared';
import { createAppStore } from '../store/store';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import { checkoutActions as A, initialCheckoutState } from './checkoutSlice';

jest.mock('@store/shared', () => ({
  ...jest.requireActual('@store/shared'),
  getCheckout: jest.fn(),
  getStore: jest.fn(),
  updateCheckout: jest.fn(),
}));

const updateMock = updateCheckout as jest.MockedFunction<typeof updateCheckout>;
(getStore as jest.Mock).mockResolvedValue({ name: 'Demo', region: 'usa' });

const tick = () => new Promise((r) => setTimeout(r, 0));

function loaded() {
  return createAppStore(
    { redirect: jest.fn() },
    {
      checkout: {
        ...initialCheckoutState,
        id: 'chk_1',
        storeSlug: 'demo',
        checkout: makeCheckout({ customer, deliveryOption: standardOption }),
        status: 'loaded',
      },
    },
  );
}

beforeEach(() => updateMock.mockReset());

describe('marketing opt-in', () => {
  it('saves the marketing opt-in alone', async () => {
    const store = loaded();
    updateMock.mockResolvedValue(makeCheckout({ marketingOptIn: true }));
    store.dispatch(A.setMarketingOptIn(true));
    await tick();
    expect(updateMock).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', marketingOptIn: true });
  });
});
