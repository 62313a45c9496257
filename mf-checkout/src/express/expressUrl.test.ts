import { DEFAULT_FLAGS, type PersistedCart } from '@store/shared';
import { expressCheckoutUrl, expressMethod, isExpressMethodHidden } from './expressUrl';

const cart: PersistedCart = {
  region: 'USA',
  items: {
    '1001-70001-m': {
      slug: 'tidepool-wave-tee',
      sku: '1001-70001-m',
      listingId: '1001',
      productId: '5001',
      colorId: '70001',
      sizeId: 'm',
      quantity: 2,
    },
    '1006-70015-digital': {
      slug: 'tide-chart-wallpaper-pack',
      sku: '1006-70015-digital',
      listingId: '1006',
      productId: '5007',
      colorId: '70015',
      sizeId: 'digital',
      quantity: 1,
    },
  },
};

describe('express method (SPEC route table)', () => {
  it('takes the five methods and defaults to afterpay', () => {
    expect(expressMethod('paypal')).toBe('paypal');
    expect(expressMethod('GooglePay')).toBe('googlepay');
    expect(expressMethod(null)).toBe('afterpay');
    expect(expressMethod('bitcoin')).toBe('afterpay');
  });

  it('excludes Afterpay when it is hidden (store region not usa) and methods the store hides', () => {
    const flags = { hidePaypal: false, hideCard: false };
    expect(isExpressMethodHidden('afterpay', { storeRegion: 'usa', flags })).toBe(false);
    expect(isExpressMethodHidden('afterpay', { storeRegion: 'eu', flags })).toBe(true);
    expect(isExpressMethodHidden('paypal', { storeRegion: 'usa', flags: DEFAULT_FLAGS })).toBe(
      true,
    );
    expect(isExpressMethodHidden('stripe', { storeRegion: 'usa', flags: DEFAULT_FLAGS })).toBe(
      true,
    );
    expect(isExpressMethodHidden('applepay', { storeRegion: 'eu', flags: DEFAULT_FLAGS })).toBe(
      false,
    );
  });
});

describe('express redirect (SPEC §7)', () => {
  const input = {
    cart,
    method: 'paypal' as const,
    storeSlug: 'demo',
    storeUrl: 'https://demo.example.com',
    currency: 'USD',
    locale: 'en',
    deviceId: 'dev-1',
    affiliate: 'partner-7',
    ga: 'GA1.1.123.456',
  };

  it('carries every SPEC parameter, the cart as a sku_quantity list', () => {
    const url = expressCheckoutUrl(input)!;
    const [path, qs] = url.split('?');
    expect(path).toBe('/buy/express_checkout');
    expect(Object.fromEntries(new URLSearchParams(qs))).toEqual({
      currency: 'USD',
      locale: 'en',
      payment_method: 'paypal',
      ship_method: '1',
      skus: '1001-70001-m_2,1006-70015-digital_1',
      store_id: 'demo',
      store_url: 'https://demo.example.com',
      aid: 'partner-7',
      device_id: 'dev-1',
      _ga: 'GA1.1.123.456',
      content_ids: '1001,1006',
      shipping: 'USA',
      method: 'paypal',
    });
  });

  it('leaves out the optional parameters it does not have, and has nothing for an empty cart', () => {
    const qs = new URLSearchParams(
      expressCheckoutUrl({ ...input, deviceId: null, affiliate: null, ga: null })!.split('?')[1],
    );
    expect(qs.has('aid') || qs.has('device_id') || qs.has('_ga')).toBe(false);
    expect(expressCheckoutUrl({ ...input, cart: { region: 'USA', items: {} } })).toBeNull();
  });
});
