import { getDeliveryOptions, getStore, updateCheckout, verifyAddress } from '@store/shared';
import { loadedStore, tick } from '../test/loadedStore';
import { customer, makeCheckout, quotesResponse, standardOption } from '../test/fixtures';
import { addressActions as A } from './addressSlice';

jest.mock('@store/shared', () => ({
  ...jest.requireActual('@store/shared'),
  getCheckout: jest.fn(),
  getStore: jest.fn(),
  updateCheckout: jest.fn(),
  verifyAddress: jest.fn(),
  getDeliveryOptions: jest.fn(),
}));

const updateMock = updateCheckout as jest.MockedFunction<typeof updateCheckout>;
const verifyMock = verifyAddress as jest.MockedFunction<typeof verifyAddress>;
const deliveryMock = getDeliveryOptions as jest.MockedFunction<typeof getDeliveryOptions>;
(getStore as jest.Mock).mockResolvedValue({ name: 'Demo', region: 'usa' });

const setup = () => loadedStore();

beforeEach(() => {
  updateMock.mockReset();
  verifyMock.mockReset();
  deliveryMock.mockReset();
});

describe('address submission', () => {
  it('saves the customer, verifies, then loads delivery options with state and country codes', async () => {
    const store = setup();
    updateMock.mockResolvedValue(makeCheckout({ customer, deliveryOption: standardOption }));
    verifyMock.mockResolvedValue({ status: 'valid', suggestions: [] });
    deliveryMock.mockResolvedValue(quotesResponse);
    store.dispatch(A.submitAddress({ customer }));
    expect(store.getState().address.status).toBe('saving');
    await tick();
    expect(updateMock).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', customer });
    expect(verifyMock).toHaveBeenCalledWith('chk_1', 'demo', customer.address);
    expect(deliveryMock).toHaveBeenCalledWith({
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
    updateMock.mockResolvedValue(makeCheckout({ customer }));
    const suggestedAddress = { ...customer.address, zip: '94043-1351' };
    verifyMock.mockResolvedValue({ status: 'suggestion', suggestions: [suggestedAddress] });
    store.dispatch(A.submitAddress({ customer }));
    await tick();
    const s = store.getState().address;
    expect(s.suggestion?.original).toEqual(customer);
    expect(s.suggestion?.suggested.address.zip).toBe('94043-1351');
    expect(deliveryMock).not.toHaveBeenCalled();
  });

  it('resubmits a picked address without re-verification', async () => {
    const store = setup();
    updateMock.mockResolvedValue(makeCheckout({ customer }));
    deliveryMock.mockResolvedValue(quotesResponse);
    store.dispatch(A.submitAddress({ customer, skipVerification: true }));
    await tick();
    expect(verifyMock).not.toHaveBeenCalled();
    expect(deliveryMock).toHaveBeenCalled();
    expect(store.getState().address.status).toBe('saved');
  });

  it('shows the verification message for invalidWithoutSuggestion', async () => {
    const store = setup();
    updateMock.mockResolvedValue(makeCheckout({ customer }));
    verifyMock.mockResolvedValue({
      status: 'invalidWithoutSuggestion',
      suggestions: [],
      message: 'We could not find this street.',
    });
    store.dispatch(A.submitAddress({ customer }));
    await tick();
    expect(store.getState().address).toMatchObject({
      message: 'We could not find this street.',
      status: 'editing',
    });
    expect(deliveryMock).not.toHaveBeenCalled();
  });
});
