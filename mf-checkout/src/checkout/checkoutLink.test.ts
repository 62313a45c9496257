import { ApiError, bus } from '@store/shared';
import { fakeApi } from '../test/fakeApi';
import { customer, makeCheckout } from '../test/fixtures';
import { HANDOVER_MAX_AGE_MS, goesToThankYou, loadCheckoutFor } from './checkoutLink';

const api = fakeApi();
const getCheckoutMock = api.getCheckout;
const openMock = api.openCheckoutLink;
const link = { checkoutId: 'chk_1', storeSlug: 'demo', expiresAt: '2030-01-01T00:00:00.000Z' };

beforeEach(() => {
  jest.resetAllMocks();
  getCheckoutMock.mockResolvedValue(makeCheckout());
});

describe('the encrypted ?id= of /checkout/{id}', () => {
  it('is decrypted by the API and the decrypted checkout id is loaded', async () => {
    openMock.mockResolvedValue(link);
    const r = await loadCheckoutFor(api, { id: 'chk_1', storeSlug: 'demo', link: 'tok' });
    expect(openMock).toHaveBeenCalledWith('tok', 'demo');
    expect(getCheckoutMock).toHaveBeenCalledWith('chk_1', 'demo');
    expect(r.linked).toBe(true);
  });

  it('without a link loads the path checkout and asks nothing', async () => {
    const r = await loadCheckoutFor(api, { id: 'chk_1', storeSlug: 'demo', link: null });
    expect(openMock).not.toHaveBeenCalled();
    expect(r.linked).toBe(false);
  });

  it('a refused link (tampered, expired, other store) still loads the checkout, unlinked', async () => {
    openMock.mockRejectedValue(new ApiError('Open checkout link', 410, []));
    const r = await loadCheckoutFor(api, { id: 'chk_1', storeSlug: 'demo', link: 'old' });
    expect(getCheckoutMock).toHaveBeenCalledWith('chk_1', 'demo');
    expect(r.linked).toBe(false);
  });

  it("a link for another checkout than the path's is not honoured", async () => {
    openMock.mockResolvedValue({ ...link, checkoutId: 'chk_other' });
    const r = await loadCheckoutFor(api, { id: 'chk_1', storeSlug: 'demo', link: 'tok' });
    expect(getCheckoutMock).toHaveBeenCalledWith('chk_1', 'demo');
    expect(r.linked).toBe(false);
  });
});

describe('SPEC §2: when the checkout page sends the shopper to /thankyou', () => {
  it('once the checkout state says complete (success)', () => {
    expect(goesToThankYou(makeCheckout({ state: 'success' }), false)).toBe(true);
    expect(goesToThankYou(makeCheckout({ state: 'pending' }), false)).toBe(false);
  });

  it('when every address part is filled and a valid id param is present', () => {
    expect(goesToThankYou(makeCheckout({ customer }), true)).toBe(true);
    expect(goesToThankYou(makeCheckout({ customer }), false)).toBe(false);
    const partial = { ...customer, address: { ...customer.address, zip: '9' } };
    expect(goesToThankYou(makeCheckout({ customer: partial }), true)).toBe(false);
    expect(goesToThankYou(makeCheckout({ customer: null }), true)).toBe(false);
    expect(goesToThankYou(null, true)).toBe(false);
  });
});

describe("the cart's checkout:created hand-over", () => {
  const created = makeCheckout({ id: 'chk_new' });

  it('opens the checkout the cart just created without asking the API, once', async () => {
    bus.emit('checkout:created', { checkout: created, storeSlug: 'demo', at: Date.now() });
    const first = await loadCheckoutFor(api, { id: 'chk_new', storeSlug: 'demo', link: null });
    expect(first).toEqual({ checkout: created, linked: false });
    expect(getCheckoutMock).not.toHaveBeenCalled();
    // A later visit reads what the checkout is now.
    await loadCheckoutFor(api, { id: 'chk_new', storeSlug: 'demo', link: null });
    expect(getCheckoutMock).toHaveBeenCalledWith('chk_new', 'demo');
  });

  it.each([
    ['another checkout', { id: 'chk_other', storeSlug: 'demo' }, 0],
    ['another store', { id: 'chk_new', storeSlug: 'other' }, 0],
    ['an old answer', { id: 'chk_new', storeSlug: 'demo' }, HANDOVER_MAX_AGE_MS + 1],
  ])('is not used for %s', async (_name, asked, age) => {
    bus.emit('checkout:created', { checkout: created, storeSlug: 'demo', at: Date.now() - age });
    await loadCheckoutFor(api, { ...asked, link: null });
    expect(getCheckoutMock).toHaveBeenCalledWith(asked.id, asked.storeSlug);
  });

  it('is not used for an encrypted link, which the API opens first', async () => {
    bus.emit('checkout:created', { checkout: created, storeSlug: 'demo', at: Date.now() });
    openMock.mockResolvedValue({ ...link, checkoutId: 'chk_new' });
    const r = await loadCheckoutFor(api, { id: 'chk_new', storeSlug: 'demo', link: 'tok' });
    expect(getCheckoutMock).toHaveBeenCalledWith('chk_new', 'demo');
    expect(r.linked).toBe(true);
  });
});
