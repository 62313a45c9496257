import type { PromoCode } from './promo';

export type CheckoutState = 'created' | 'pending' | 'success' | 'completed' | 'failure';
export type PaymentMethod =
  'card' | 'afterpay' | 'google-pay' | 'apple-pay' | 'basic-card' | 'paypal';
export type PaymentPlatform = 'stripe' | 'paypal';

export interface Address {
  address1: string;
  address2?: string;
  city: string;
  /** Full state name, e.g. "California". */
  state: string;
  zip: string;
  /** Country name, e.g. "United States". */
  country: string;
  stateCode: string;
  countryCode: string;
}

export interface Customer {
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: Address;
}

export interface DeliveryEstimate {
  early: string;
  late: string;
}

export interface DeliveryOption {
  id: string;
  /** 'standard' | 'rush' | 'super_rush' */
  name: string;
  label: string;
  /** Dollars. */
  price: number;
  estimatedDelivery: DeliveryEstimate;
}

export interface CostValue {
  /** Dollars, 2 decimals. */
  value: number;
  currency?: string;
}

export interface CheckoutCosts {
  total: CostValue & { currency: string };
  lineItems: CostValue;
  shipping: CostValue;
  tax: CostValue;
  discount: CostValue & {
    type?: PromoCode['type'] | null;
    percentage?: number | null;
    currency?: string;
  };
}

export interface CheckoutLineItem {
  sku: string;
  teespringID: string;
  quantity: number;
  listingId: string;
  slug: string;
  productId: string;
  colorId: string;
  sizeId: string;
  title: string;
  colorName: string;
  sizeLabel: string;
  image: string;
  /** Server-computed unit price and line total (dollars). */
  price: number;
  total: number;
  fulfillmentDetails: { type: 'physical' | 'digital' };
}

/** The checkout's payment as a read shows it: never its token (only the payer's calls return it). */
export interface CheckoutPayment {
  id: string;
  state: string;
  meta?: Record<string, unknown>;
}

export interface Checkout {
  id: string;
  storeSlug: string;
  state: CheckoutState;
  platform: PaymentPlatform;
  paymentMethod: PaymentMethod;
  paymentId: string | null;
  payment: CheckoutPayment | null;
  customer: Customer | null;
  deliveryOption: DeliveryOption | null;
  costs: CheckoutCosts;
  lineItems: CheckoutLineItem[];
  promoCode: string | null;
  promoCodeErrors: string[];
  marketingOptIn: boolean;
  orderLookupNumber: string | null;
  orderNumber: string | null;
  redirectUrl: string | null;
}

/** Body of POST {checkout host}/checkout. Only SKUs and quantities are trusted. */
export interface CreateCheckoutBody {
  lineItems: { sku: string; quantity: number; teespringID?: string }[];
  storeSlug: string;
  trafficSource?: string | null;
  affiliate?: string | null;
  /** The shopper's currency (SPEC §9); the server prices the checkout in it. Absent: USD. */
  currency?: string;
}

export interface UpdateCheckoutData {
  storeSlug: string;
  promoCode?: string | null;
  customer?: Customer;
  deliveryOption?: string;
  marketingOptIn?: boolean;
}

export interface SubmitResult {
  state: CheckoutState;
  redirectUrl: string | null;
  displayMessage: string | null;
  message: string | null;
  orderLookupNumber?: string | null;
}

export type AddressVerificationStatus =
  'valid' | 'suggestion' | 'invalidWithSuggestion' | 'invalidWithoutSuggestion';

export interface AddressVerification {
  status: AddressVerificationStatus;
  suggestions: Address[];
  message?: string | null;
}

export interface DeliveryQuote {
  id: string;
  name: string;
  cost: { amount: number; currency: string };
  deliveryEstimates: DeliveryEstimate;
}

export interface DeliveryOptionsResponse {
  data: { attributes: { quotes: DeliveryQuote[] } };
}

export interface InitiatePaymentBody {
  amount: number;
  platform: PaymentPlatform;
  paymentMethod: PaymentMethod;
  checkoutId: string;
  billingDetails?: { name: string; email?: string; phone?: string } | null;
  paymentMethodId?: string | null;
  storeSlug: string;
  customer?: Customer | null;
  lookupNumber?: string | null;
  storeName?: string | null;
}

export interface PaymentResult {
  paymentId: string;
  /** 'succeeded' | 'requires_action' | 'failed' | 'pending' */
  state: string;
  redirectUrl?: string | null;
  error?: string | null;
}

/**
 * What starting or retrying a payment answers (initiatePayment, updatePayment, the wallet calls):
 * the result plus the payment token, which only the payer receives and a submit must show.
 */
export interface PaymentStarted extends PaymentResult {
  paymentToken: string;
  /**
   * Live Stripe payments waiting for 3-D Secure: the PaymentIntent client secret for Stripe.js
   * `handleNextAction`. Like the token, only the payer's own initiate/update answer has it.
   */
  clientSecret?: string;
  /** Live PayPal payments waiting for the buyer: the PayPal order id the JS SDK buttons approve. */
  providerOrderId?: string;
}
