import type {
  Address,
  AddressVerification,
  Checkout,
  CreateCheckoutBody,
  DeliveryOptionsResponse,
  SubmitResult,
  UpdateCheckoutData,
  PaymentPlatform,
} from '../../types';
import { send } from '../send';
import { checkoutCall, createCheckoutCall } from './checkoutCalls';
import { getRuntimeConfig } from '../config';
import { fetchJson } from '../fetchJson';
import { shopperCurrency } from '../../i18n/shopperLocale';

export * from './checkoutCalls';

const checkoutHost = () => getRuntimeConfig().hosts.checkout;

/** In the browser: priced in the shopper's currency unless `body` says. */
export const createCheckout = (body: CreateCheckoutBody): Promise<Checkout> =>
  send(createCheckoutCall({ currency: shopperCurrency(), ...body }));

export const getCheckout = (id: string, storeSlug: string): Promise<Checkout> =>
  send(checkoutCall(id, storeSlug));

/** PUT {checkout}/v1/checkout with id and data (promo code, customer, delivery option, or opt-in alone). */
export function updateCheckout(id: string, data: UpdateCheckoutData): Promise<Checkout> {
  return fetchJson('Update checkout', `${checkoutHost()}/v1/checkout`, {
    method: 'PUT',
    body: { id, data },
    retries: 0,
  });
}

/** POST {checkout}/v1/checkout/verifyAddress (path chosen by us). */
export function verifyAddress(
  id: string,
  storeSlug: string,
  address: Address,
): Promise<AddressVerification> {
  return fetchJson('Verify address', `${checkoutHost()}/v1/checkout/verifyAddress`, {
    method: 'POST',
    body: { id, storeSlug, address },
  });
}

/** POST {checkout}/deliveryOptions */
export function getDeliveryOptions(body: {
  id: string;
  storeSlug: string;
  stateCode: string;
  countryCode: string;
}): Promise<DeliveryOptionsResponse> {
  return fetchJson('Get delivery options', `${checkoutHost()}/deliveryOptions`, {
    method: 'POST',
    body,
  });
}

/** POST {checkout}/v1/checkout/submit */
export function submitCheckout(body: {
  checkoutId: string;
  storeSlug: string;
  paymentToken: string;
  paymentId: string;
  platform: PaymentPlatform;
  returnUrl: string;
}): Promise<SubmitResult> {
  return fetchJson('Submit checkout', `${checkoutHost()}/v1/checkout/submit`, {
    method: 'POST',
    body,
    retries: 0,
  });
}
