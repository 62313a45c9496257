import type { Checkout, Customer, DeliveryOptionsResponse } from '@store/shared';

export const customer: Customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'shopper@example.com',
  phone: '650-253-0000',
  address: {
    address1: '1600 Amphitheatre Parkway',
    city: 'Mountain View',
    state: 'California',
    stateCode: 'CA',
    zip: '94043',
    country: 'United States',
    countryCode: 'US',
  },
};

export function makeCheckout(over: Partial<Checkout> = {}): Checkout {
  return {
    id: 'chk_1',
    storeSlug: 'demo',
    state: 'created',
    platform: 'stripe',
    paymentMethod: 'card',
    paymentId: null,
    payment: null,
    customer: null,
    deliveryOption: null,
    costs: {
      total: { value: 55.48, currency: 'USD' },
      lineItems: { value: 49.98 },
      shipping: { value: 5.5 },
      tax: { value: 0 },
      discount: { value: 0 },
    },
    lineItems: [
      {
        sku: 'l1-c1-s1',
        teespringID: 't1',
        quantity: 2,
        listingId: 'l1',
        slug: 'tee',
        productId: 'p1',
        colorId: 'c1',
        sizeId: 's1',
        title: 'Classic Tee',
        colorName: 'Black',
        sizeLabel: 'M',
        image: '/media/tee.png',
        price: 24.99,
        total: 49.98,
        fulfillmentDetails: { type: 'physical' },
      },
    ],
    promoCode: null,
    promoCodeErrors: [],
    marketingOptIn: false,
    orderLookupNumber: null,
    orderNumber: null,
    redirectUrl: null,
    ...over,
  };
}

export const standardOption = {
  id: 'standard',
  name: 'standard',
  label: 'Standard delivery',
  price: 5.5,
  estimatedDelivery: { early: '2025-03-04T00:00:00Z', late: '2025-03-09T00:00:00Z' },
};

export const rushOption = {
  id: 'rush',
  name: 'rush',
  label: 'Rush delivery',
  price: 12,
  estimatedDelivery: { early: '2025-03-02T00:00:00Z', late: '2025-03-04T00:00:00Z' },
};

export const quotesResponse: DeliveryOptionsResponse = {
  data: {
    attributes: {
      quotes: [standardOption, rushOption].map((o) => ({
        id: o.id,
        name: o.name,
        cost: { amount: o.price, currency: 'USD' },
        deliveryEstimates: o.estimatedDelivery,
      })),
    },
  },
};
