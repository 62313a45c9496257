import { fakeApi, storeRecord } from '../test/fakeApi';
import { loadedStore, tick } from '../test/loadedStore';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import { checkoutActions as A } from '../store/checkoutSlice';

const api = fakeApi();
const updateMock = api.updateCheckout;
api.getStore.mockResolvedValue(storeRecord('Demo', 'usa'));

const loaded = () =>
  loadedStore({
    checkout: makeCheckout({ customer, deliveryOption: standardOption }),
    deps: { api },
  });

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
