import { getStore, updateCheckout } from '@store/shared';
import { loadedStore, tick } from '../test/loadedStore';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import { checkoutActions as A } from './checkoutSlice';

jest.mock('@store/shared', () => ({
  ...jest.requireActual('@store/shared'),
  getCheckout: jest.fn(),
  getStore: jest.fn(),
  updateCheckout: jest.fn(),
}));

const updateMock = updateCheckout as jest.MockedFunction<typeof updateCheckout>;
(getStore as jest.Mock).mockResolvedValue({ name: 'Demo', region: 'usa' });

const loaded = () =>
  loadedStore({ checkout: makeCheckout({ customer, deliveryOption: standardOption }) });

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
