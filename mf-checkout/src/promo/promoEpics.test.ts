import { ApiError, RetryExceededError } from '@store/shared';
import { addressActions, initialAddressState } from '../address/addressSlice';
import { checkoutActions as A } from '../store/checkoutSlice';
import { fakeApi } from '../test/fakeApi';
import { loadedStore, tick } from '../test/loadedStore';
import { customer, makeCheckout, standardOption } from '../test/fixtures';
import { promoErrorOf } from './promoEpics';
import { PROMO_CANNOT_APPLY, PROMO_NEEDS_ADDRESS, PROMO_UNREACHABLE } from './promoMessages';
import { promoActions as P } from './promoSlice';
import { inEnglish } from '../test/inEnglish';
import { ours } from '../i18n/stateMessage';
import { PROMO_TEXT } from './messages';

const api = fakeApi();
api.getStore.mockImplementation(() => new Promise(() => undefined));
const updateMock = api.updateCheckout;

const promoRefused = () =>
  new ApiError('Update checkout', 422, [
    {
      status: 422,
      code: 'promo_code',
      detail: PROMO_CANNOT_APPLY,
      source: { pointer: '/data/promoCode' },
    },
  ]);

const withAddress = makeCheckout({ customer, deliveryOption: standardOption });
const freeShipping = makeCheckout({
  customer,
  deliveryOption: standardOption,
  promoCode: 'FREESHIP',
  costs: {
    total: { value: 49.98, currency: 'USD' },
    lineItems: { value: 49.98 },
    shipping: { value: 5.5 },
    tax: { value: 0 },
    discount: { value: 5.5, type: 'free_shipping' },
  },
});

function setup(checkout = withAddress) {
  return loadedStore({
    checkout,
    deps: { api },
    state: {
      address: { ...initialAddressState, status: checkout.customer ? 'saved' : 'editing' },
    },
  });
}

beforeEach(() => updateMock.mockReset());

describe('promo code epics', () => {
  it('applies a code with PUT data.promoCode and takes the costs from the server answer', async () => {
    const store = setup();
    updateMock.mockResolvedValue(freeShipping);
    store.dispatch(P.applyPromo({ code: ' freeship ' }));
    expect(store.getState().promo.pending).toBe('apply');
    await tick();
    expect(updateMock).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', promoCode: 'freeship' });
    const s = store.getState();
    expect(inEnglish(s.promo)).toMatchObject({ pending: null, error: null, changing: false });
    expect(s.checkout.checkout?.promoCode).toBe('FREESHIP');
    expect(s.checkout.checkout?.costs.discount).toEqual(freeShipping.costs.discount);
  });

  it('fails with the error of the server item whose pointer mentions promoCode', async () => {
    const store = setup();
    updateMock.mockRejectedValue(promoRefused());
    store.dispatch(P.applyPromo({ code: 'NOPE' }));
    await tick();
    const s = store.getState();
    expect(inEnglish(s.promo.error)).toBe(PROMO_CANNOT_APPLY);
    expect(s.promo.failures).toBe(1);
    expect(s.promo.pending).toBeNull();
    expect(s.checkout.checkout?.promoCode).toBeNull();
  });

  it('clears the error when the next answer brings no errors', async () => {
    const store = setup();
    updateMock.mockRejectedValueOnce(promoRefused()).mockResolvedValueOnce(freeShipping);
    store.dispatch(P.applyPromo({ code: 'NOPE' }));
    await tick();
    expect(inEnglish(store.getState().promo.error)).toBe(PROMO_CANNOT_APPLY);
    store.dispatch(P.applyPromo({ code: 'FREESHIP' }));
    expect(inEnglish(store.getState().promo.error)).toBeNull();
    await tick();
    expect(inEnglish(store.getState().promo.error)).toBeNull();
  });

  it("keeps an error the server reports in a successful answer's promoCodeErrors", () => {
    const store = setup();
    store.dispatch(P.promoSaved(makeCheckout({ promoCodeErrors: ['Expired'] })));
    expect(inEnglish(store.getState().promo.error)).toBe('Expired');
    store.dispatch(P.promoSaved(makeCheckout()));
    expect(inEnglish(store.getState().promo.error)).toBeNull();
  });

  it('warns and sends nothing when the code comes before an address', async () => {
    const store = setup(makeCheckout());
    store.dispatch(P.applyPromo({ code: 'FREESHIP' }));
    await tick();
    expect(updateMock).not.toHaveBeenCalled();
    expect(inEnglish(store.getState().promo)).toMatchObject({
      needsAddress: true,
      pending: null,
      failures: 0,
    });
    // A saved address answers the warning.
    store.dispatch(addressActions.addressSaved(withAddress));
    expect(store.getState().promo.needsAddress).toBe(false);
    expect(PROMO_NEEDS_ADDRESS).toBe('Please enter your address before you enter a promo code.');
  });

  it('removes the code with promoCode null', async () => {
    const store = setup(freeShipping);
    updateMock.mockResolvedValue(withAddress);
    store.dispatch(P.removePromo());
    expect(store.getState().promo.pending).toBe('remove');
    await tick();
    expect(updateMock).toHaveBeenCalledWith('chk_1', { storeSlug: 'demo', promoCode: null });
    expect(store.getState().checkout.checkout?.promoCode).toBeNull();
    expect(store.getState().promo.pending).toBeNull();
  });

  it('Change code opens the form until a code is saved or the change is cancelled', async () => {
    const store = setup(freeShipping);
    store.dispatch(P.promoChangeStarted());
    expect(store.getState().promo.changing).toBe(true);
    store.dispatch(P.promoChangeCancelled());
    expect(store.getState().promo.changing).toBe(false);
    store.dispatch(P.promoChangeStarted());
    updateMock.mockResolvedValue({ ...freeShipping, promoCode: 'SAVE5' });
    store.dispatch(P.applyPromo({ code: 'SAVE5' }));
    await tick();
    expect(store.getState().promo.changing).toBe(false);
  });

  it('starts afresh when another checkout loads', () => {
    const store = setup();
    store.dispatch(P.promoFailed({ text: 'x' }));
    store.dispatch(A.checkoutRequested({ id: 'chk_2', storeSlug: 'demo' }));
    expect(inEnglish(store.getState().promo)).toMatchObject({ error: null, failures: 0 });
  });
});

describe('promoErrorOf', () => {
  it('reads only server errors whose pointer mentions promoCode', () => {
    const fallback = { text: 'fallback' };
    expect(inEnglish(promoErrorOf(promoRefused(), fallback))).toBe(PROMO_CANNOT_APPLY);
    const other = new ApiError('Update checkout', 422, [
      { code: 'checkout_completed', detail: 'This checkout is already complete.' },
    ]);
    expect(inEnglish(promoErrorOf(other, fallback))).toBe('This checkout is already complete.');
    expect(
      inEnglish(
        promoErrorOf(new RetryExceededError('Update checkout', 503), ours(PROMO_TEXT.unreachable)),
      ),
    ).toBe(PROMO_UNREACHABLE);
  });
});
