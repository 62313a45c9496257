import type { PaymentPlatform } from '@store/shared/src/types';
import { paypalGateway } from './paypal';
import { stripeGateway } from './stripe';
import type { PaymentGateway } from './types';

export * from './types';

/** Server-side provider credentials. Absent keys leave that platform on the built-in sandbox. */
export interface PaymentProvidersConfig {
  stripeSecretKey?: string | null;
  stripeApiBase?: string | null;
  paypalClientId?: string | null;
  paypalClientSecret?: string | null;
  paypalApiBase?: string | null;
  /** Public origin of the store (https://shop.example.com) for provider return URLs; default: the request's. */
  publicUrl?: string | null;
}

const PAYPAL_LIVE_API = 'https://api-m.paypal.com';

export interface PaymentGateways {
  /** The real gateway for a platform, or null when that platform runs on the sandbox. */
  forPlatform(platform: PaymentPlatform): PaymentGateway | null;
  byName(name: string): PaymentGateway | null;
  /**
   * The sandbox takes payments only while no real provider is configured: a store taking real
   * money must not also place orders paid by test numbers or sandbox approvals.
   */
  sandboxOpen: boolean;
  publicUrl: string | null;
}

export function createGateways(cfg: PaymentProvidersConfig = {}): PaymentGateways {
  const stripe = cfg.stripeSecretKey
    ? stripeGateway({ secretKey: cfg.stripeSecretKey, apiBase: cfg.stripeApiBase })
    : null;
  const paypal =
    cfg.paypalClientId && cfg.paypalClientSecret
      ? paypalGateway({
          clientId: cfg.paypalClientId,
          clientSecret: cfg.paypalClientSecret,
          apiBase: cfg.paypalApiBase || PAYPAL_LIVE_API,
        })
      : null;
  return {
    forPlatform: (platform) => (platform === 'paypal' ? paypal : stripe),
    byName: (name) => (name === 'stripe' ? stripe : name === 'paypal' ? paypal : null),
    sandboxOpen: !stripe && !paypal,
    publicUrl: cfg.publicUrl ? cfg.publicUrl.replace(/\/+$/, '') : null,
  };
}
