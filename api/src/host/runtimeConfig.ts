/**
 * Local mirror of RuntimeConfig (shared/src/api/config.ts). The API may import only
 * '@store/shared/src/types', and RuntimeConfig lives beside browser code, so it is repeated here;
 * test/host.test.ts checks the served shape field by field.
 */
export interface HostConfig {
  backend: string;
  checkout: string;
  payments: string;
  availability: string;
  tracking: string;
  theme: string;
  commerce: string;
}

export interface RuntimeConfig {
  storeSlug: string;
  siteKey: string;
  hosts: HostConfig;
  payments: {
    provider: 'sandbox' | 'live';
    stripePublishableKey: string | null;
    paypalClientId: string | null;
  };
  flags: {
    support: boolean;
    hidePaypal: boolean;
    hideCard: boolean;
    legacyCheckout: boolean;
    checkoutV2: boolean;
    livechat: boolean;
    productCache: boolean;
    fanValidation: boolean;
    globalNotification: string | null;
  };
  availabilityApiKey: string;
  productCacheBase: string;
}

export const API_PREFIXES: HostConfig = {
  backend: '/api/backend',
  checkout: '/api/checkout',
  payments: '/api/payments',
  availability: '/api/availability',
  tracking: '/api/tracking',
  theme: '/api/theme',
  commerce: '/api/commerce',
};

export const DEFAULT_FLAGS: RuntimeConfig['flags'] = {
  support: true,
  hidePaypal: true,
  hideCard: true,
  legacyCheckout: true,
  checkoutV2: false,
  livechat: false,
  productCache: false,
  fanValidation: true,
  globalNotification: null,
};
