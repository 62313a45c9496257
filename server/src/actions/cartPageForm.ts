/**
 * What the cart page's forms post (mf-cart `page/CartLineRow.tsx` and `page/CartPage.tsx` name the
 * same fields): a line's SKU (`buildSku`: listing-colour-size, ids of letters, digits and `_`),
 * its new quantity (0 removes the line, 1–99 as the cart stores them), and for Checkout the cart
 * page's own query string, where the traffic source and affiliate are read from as the browser
 * reads them. Other fields are ignored.
 */
const sku = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,200}$' } as const;

export interface UpdateCartLineForm {
  sku: string;
  quantity: string;
}

export const updateCartLineFormSchema = {
  type: 'object',
  required: ['sku', 'quantity'],
  properties: { sku, quantity: { type: 'string', pattern: '^(0|[1-9][0-9]?)$' } },
} as const;

export interface RemoveCartLineForm {
  sku: string;
}

export const removeCartLineFormSchema = {
  type: 'object',
  required: ['sku'],
  properties: { sku },
} as const;

export interface CheckoutForm {
  search?: string;
}

export const checkoutFormSchema = {
  type: 'object',
  properties: { search: { type: 'string', maxLength: 2000 } },
} as const;

/**
 * Why the cart page is shown again after a post: it words the notice (mf-cart `page/CartPage.tsx`).
 * `unavailable`: lines no longer sold were taken out and no checkout was made; `checkout-failed`:
 * the checkout could not be created.
 */
export type CartNotice = 'unavailable' | 'checkout-failed';

/** The cart page, saying what a post did when it has something to say. */
export function cartPageUrl(notice?: CartNotice): string {
  return notice ? `/cart?${new URLSearchParams({ notice }).toString()}` : '/cart';
}
