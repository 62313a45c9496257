import type { HostConfig, RuntimeConfig } from '@store/shared/src/types';

export type { HostConfig, RuntimeConfig };

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
