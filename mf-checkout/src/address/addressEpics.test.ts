import { fakeApi, storeRecord } from '../test/fakeApi';
import { loadedStore, tick } from '../test/loadedStore';
import { customer, makeCheckout, quotesResponse, standardOption } from '../test/fixtures';
import { inEnglish } from '../test/inEnglish';
import { addressActions as A } from './addressSlice';

const api = fakeApi();
api.getStore.mockResolvedValue(storeRecord('Demo', 'usa'));

const setup = () => loadedStore({ deps: { api } });

beforeEach(() => {
  api.updateCheckout.mockReset();
  api.verifyAddress.mockReset();
  api.getDeliveryOptions.mockReset();
});

describe('address submission', () => {
  it('saves the customer, verifies, then loads delivery options with state and country codes', async () => {
    const store = setup();
    api.updateCheckout.mockResolvedValue(
      makeCheckout({ customer, deliveryOption: standardOption }),
    );
    api.verifyAddress.mockResolvedValue({ status: 'valid', suggestions: [] });
    api.getDeliveryOptions.mockResolvedValue(quotesResponse);
    store.dispatch(A.submitAddress({ customer }));
    expect(store.getState().address.status).toBe('saving');
    await tick();
    expect(api.updateCheckout).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', customer });
    expect(api.verifyAddress).toHaveBeenCalledWith('chk_1', 'demo', customer.address);
    expect(api.getDeliveryOptions).toHaveBeenCalledWith({
      id: 'chk_1',
      storeSlug: 'demo',
      stateCode: 'CA',
      countryCode: 'US',
    });
    const s = store.getState();
    expect(s.address.status).toBe('saved');
    expect(s.delivery.options.map((o) => o.label)).toEqual(['Standard delivery', 'Rush delivery']);
  });

  it('opens the suggestion modal and does not load delivery options yet', async () => {
    const store = setup();
    api.updateCheckout.mockResolvedValue(makeCheckout({ customer }));
    const suggestedAddress = { ...customer.address, zip: '94043-1351' };
    api.verifyAddress.mockResolvedValue({ status: 'suggestion', suggestions: [suggestedAddress] });
    store.dispatch(A.submitAddress({ customer }));
    await tick();
    const s = store.getState().address;
    expect(s.suggestion?.original).toEqual(customer);
    expect(s.suggestion?.suggested.address.zip).toBe('94043-1351');
    expect(api.getDeliveryOptions).not.toHaveBeenCalled();
  });

  it('resubmits a picked address without re-verification', async () => {
    const store = setup();
    api.updateCheckout.mockResolvedValue(makeCheckout({ customer }));
    api.getDeliveryOptions.mockResolvedValue(quotesResponse);
    store.dispatch(A.submitAddress({ customer, skipVerification: true }));
    await tick();
    expect(api.verifyAddress).not.toHaveBeenCalled();
    expect(api.getDeliveryOptions).toHaveBeenCalled();
    expect(store.getState().address.status).toBe('saved');
  });

  it('shows the verification message for invalidWithoutSuggestion', async () => {
    const store = setup();
    api.updateCheckout.mockResolvedValue(makeCheckout({ customer }));
    api.verifyAddress.mockResolvedValue({
      status: 'invalidWithoutSuggestion',
      suggestions: [],
      message: 'We could not find this street.',
    });
    store.dispatch(A.submitAddress({ customer }));
    await tick();
    expect(inEnglish(store.getState().address)).toMatchObject({
      message: 'We could not find this street.',
      status: 'editing',
    });
    expect(api.getDeliveryOptions).not.toHaveBeenCalled();
  });
});
