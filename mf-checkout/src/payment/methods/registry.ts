import type { PaymentMethod, PaymentsConfig, FeatureFlags } from '@store/shared';
import { paymentPlatform } from '../paymentPlatform';
import { afterpay } from './afterpay';
import { applePay } from './apple-pay';
import { card } from './card';
import { googlePay } from './google-pay';
import { paypal } from './paypal';
import type { MethodContext, MethodDefinition, MethodImpl, ProviderMode } from './types';

/** Every payment method, in display order. Adding one = a folder under methods/ + a line here. */
export const METHODS: readonly MethodDefinition[] = [card, afterpay, paypal, googlePay, applePay];

export function methodContext(
  payments: PaymentsConfig,
  flags: Pick<FeatureFlags, 'hidePaypal' | 'hideCard'>,
  storeRegion: string | null | undefined,
  /** The checkout's currency (the server's costs.total.currency); absent until it is read. */
  currency?: string | null,
): MethodContext {
  return {
    mode: payments.provider === 'live' ? 'live' : 'sandbox',
    hasStripeKey: Boolean(payments.stripePublishableKey),
    hasPaypalClientId: Boolean(payments.paypalClientId),
    hideCard: flags.hideCard,
    hidePaypal: flags.hidePaypal,
    storeRegion,
    currency: currency ?? null,
  };
}

function hiddenByFlag(id: PaymentMethod, ctx: MethodContext): boolean {
  return (id === 'card' && ctx.hideCard) || (id === 'paypal' && ctx.hidePaypal);
}

/** Live needs the method's live implementation and its provider's public key. */
function liveReady(m: MethodDefinition, ctx: MethodContext): boolean {
  if (!m.live) return false;
  return paymentPlatform(m.id) === 'paypal' ? ctx.hasPaypalClientId : ctx.hasStripeKey;
}

/** The methods to offer: SPEC §9 feature switches, §5 Afterpay rule, and what the mode can do. */
export function shownMethods(ctx: MethodContext): PaymentMethod[] {
  return METHODS.filter(
    (m) =>
      !hiddenByFlag(m.id, ctx) &&
      (m.offered?.(ctx) ?? true) &&
      (ctx.mode === 'sandbox' || liveReady(m, ctx)),
  ).map((m) => m.id);
}

/** SPEC §4: the default method is afterpay when it is offered, else the first offered. */
export function defaultMethod(shown: readonly PaymentMethod[]): PaymentMethod | null {
  if (shown.includes('afterpay')) return 'afterpay';
  return shown[0] ?? null;
}

/** The chosen method if it is offered, else the default. */
export function effectiveMethod(
  chosen: PaymentMethod | null,
  shown: readonly PaymentMethod[],
): PaymentMethod | null {
  return chosen && shown.includes(chosen) ? chosen : defaultMethod(shown);
}

export function methodDefinition(id: PaymentMethod): MethodDefinition | null {
  return METHODS.find((m) => m.id === id) ?? null;
}

export function methodImpl(id: PaymentMethod, mode: ProviderMode): MethodImpl | null {
  const m = methodDefinition(id);
  return (mode === 'live' ? m?.live : m?.sandbox) ?? null;
}

/** Where an Afterpay decline sends the shopper (SPEC §8): card, else PayPal, else nothing. */
export function afterpayFallback(shown: readonly PaymentMethod[]): PaymentMethod | null {
  return (['card', 'paypal'] as const).find((m) => shown.includes(m)) ?? null;
}
