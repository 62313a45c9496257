import type { ThankYouParams } from '../store/checkoutLifecycle';

export function thankYouUrl(p: ThankYouParams): string {
  const qs = new URLSearchParams({
    name: p.name,
    orderNumber: p.orderNumber,
    orderLookupNumber: p.orderLookupNumber,
    arrivalEstimate: p.arrivalEstimate,
    cart: p.cart,
  });
  return `/thankyou?${qs.toString()}`;
}
