import { DEFAULT_FLAGS } from '@store/shared';
import { availablePaymentMethods } from './paymentMethods';
import { paymentPlatform, placeOrderLabel } from './paymentPlatform';

describe('payment platform rule (SPEC §4)', () => {
  it.each(['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card'])('%s → stripe', (m) => {
    expect(paymentPlatform(m)).toBe('stripe');
  });

  it.each(['paypal', 'venmo', ''])('%p → paypal', (m) => {
    expect(paymentPlatform(m)).toBe('paypal');
  });

  it('labels the buy button by method (SPEC §9)', () => {
    expect(placeOrderLabel('card')).toBe('Place order');
    expect(placeOrderLabel('afterpay')).toBe('Pay now with afterpay');
    expect(placeOrderLabel('paypal')).toBe('PayPal');
    expect(placeOrderLabel('google-pay')).toBe('Pay');
  });
});

describe('available payment methods', () => {
  const sandbox = {
    provider: 'sandbox' as const,
    stripePublishableKey: null,
    paypalClientId: null,
  };
  const live = { provider: 'live' as const, stripePublishableKey: 'pk_test', paypalClientId: 'pp' };

  it('offers card only in sandbox mode with the default flags', () => {
    expect(
      availablePaymentMethods({ payments: sandbox, flags: DEFAULT_FLAGS, storeRegion: 'usa' }),
    ).toEqual(['card']);
  });

  it('adds paypal in sandbox only when the flag allows it', () => {
    expect(
      availablePaymentMethods({
        payments: sandbox,
        flags: { hidePaypal: false, hideCard: true },
        storeRegion: 'usa',
      }),
    ).toEqual(['card', 'paypal']);
  });

  it('offers afterpay only for region usa', () => {
    const flags = { hidePaypal: false, hideCard: false };
    expect(availablePaymentMethods({ payments: live, flags, storeRegion: 'usa' })).toContain(
      'afterpay',
    );
    expect(availablePaymentMethods({ payments: live, flags, storeRegion: 'eu' })).not.toContain(
      'afterpay',
    );
  });
});
