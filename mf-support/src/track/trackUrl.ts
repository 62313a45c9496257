/** SPEC §2 Other pages: the order tracking link is {checkout host}/track/order/{number}. */
export function trackOrderUrl(orderNumber: string, checkoutHost: string): string {
  const host = checkoutHost.replace(/\/+$/, '');
  return `${host}/track/order/${encodeURIComponent(orderNumber.trim())}`;
}
