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
