import type { PaymentsConfig } from '@store/shared';
import {
  afterpayFallback,
  defaultMethod,
  effectiveMethod,
  methodContext,
  methodImpl,
  shownMethods,
} from './registry';

const sandbox: PaymentsConfig = {
  provider: 'sandbox',
  stripePublishableKey: null,
  paypalClientId: null,
};
const live: PaymentsConfig = {
  provider: 'live',
  stripePublishableKey: 'pk_test_x',
  paypalClientId: 'pp',
};
const showAll = { hideCard: false, hidePaypal: false };
const spec = { hideCard: true, hidePaypal: true };

describe('payment method registry', () => {
  it('offers every method in the sandbox when the flags allow it (usa store)', () => {
    expect(shownMethods(methodContext(sandbox, showAll, 'usa'))).toEqual([
      'card',
      'afterpay',
      'paypal',
      'google-pay',
      'apple-pay',
    ]);
  });

  it('hides card and PayPal with SPEC §9 default switches', () => {
    expect(shownMethods(methodContext(sandbox, spec, 'usa'))).toEqual([
      'afterpay',
      'google-pay',
      'apple-pay',
    ]);
  });

  it.each([
    [{ hideCard: true, hidePaypal: false }, 'card'],
    [{ hideCard: false, hidePaypal: true }, 'paypal'],
  ])('flags %p hide %s', (flags, hidden) => {
    expect(shownMethods(methodContext(sandbox, flags, 'usa'))).not.toContain(hidden);
  });

  it('offers Afterpay only when the store region is usa (SPEC §5)', () => {
    expect(shownMethods(methodContext(sandbox, showAll, 'USA'))).toContain('afterpay');
    expect(shownMethods(methodContext(sandbox, showAll, 'eu'))).not.toContain('afterpay');
    expect(shownMethods(methodContext(sandbox, showAll, null))).not.toContain('afterpay');
  });

  it('offers Afterpay (the US service, paid in US dollars) only for a USD checkout', () => {
    expect(shownMethods(methodContext(sandbox, showAll, 'usa', 'USD'))).toContain('afterpay');
    expect(shownMethods(methodContext(sandbox, showAll, 'usa', 'EUR'))).not.toContain('afterpay');
    expect(shownMethods(methodContext(sandbox, showAll, 'usa', 'GBP'))).toEqual(
      expect.arrayContaining(['card', 'paypal']),
    );
  });

  it('live offers Stripe methods only with the publishable key and PayPal only with its client id', () => {
    expect(shownMethods(methodContext({ ...live, paypalClientId: null }, showAll, 'usa'))).toEqual([
      'card',
      'afterpay',
      'google-pay',
      'apple-pay',
    ]);
    expect(
      shownMethods(methodContext({ ...live, stripePublishableKey: null }, showAll, 'usa')),
    ).toEqual(['paypal']);
  });

  it('defaults to afterpay when shown, else the first shown (SPEC §4)', () => {
    expect(defaultMethod(['card', 'afterpay', 'paypal'])).toBe('afterpay');
    expect(defaultMethod(['card', 'paypal'])).toBe('card');
    expect(defaultMethod(['paypal', 'google-pay'])).toBe('paypal');
    expect(defaultMethod([])).toBeNull();
  });

  it('keeps a shown choice and falls back to the default for a hidden one', () => {
    expect(effectiveMethod('paypal', ['card', 'paypal'])).toBe('paypal');
    expect(effectiveMethod('afterpay', ['card', 'paypal'])).toBe('card');
    expect(effectiveMethod(null, ['card', 'afterpay'])).toBe('afterpay');
  });

  it('sends an Afterpay decline to card, else PayPal (SPEC §8)', () => {
    expect(afterpayFallback(['afterpay', 'card', 'paypal'])).toBe('card');
    expect(afterpayFallback(['afterpay', 'paypal'])).toBe('paypal');
    expect(afterpayFallback(['afterpay', 'google-pay'])).toBeNull();
  });

  it.each(['sandbox', 'live'] as const)(
    'has a view and pay steps for every method in %s',
    (mode) => {
      for (const m of ['card', 'afterpay', 'paypal', 'google-pay', 'apple-pay'] as const) {
        const impl = methodImpl(m, mode);
        expect(impl?.View).toBeTruthy();
        expect(typeof impl?.pay).toBe('function');
      }
    },
  );
});
