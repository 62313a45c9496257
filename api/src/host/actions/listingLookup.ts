import type { FastifyRequest } from 'fastify';
import type { ListingLookup, ReceivedListing } from '@store/shared/src/cart';
import type { ShopperApiCall } from './apiCall';

/** A cart line's listing as the shopper's browser asks for it; null for any other answer. */
export type ShopperListing = (
  req: FastifyRequest,
  q: ListingLookup,
) => Promise<ReceivedListing | null>;

/** GET /v1/listings?slug&storeSlug&productId through the API's own route (its rules hold). */
export function shopperListing(callApi: ShopperApiCall): ShopperListing {
  return async (req, q) => {
    const qs = new URLSearchParams({
      slug: q.slug,
      storeSlug: q.storeSlug,
      productId: q.productId,
    });
    const answer = await callApi(req, `/api/backend/v1/listings?${qs.toString()}`);
    return answer.status === 200 ? (answer.body as ReceivedListing | null) : null;
  };
}
