import type {
  BlankDetails as ContractDetails,
  Listing as ContractListing,
  ListingProduct as ContractProduct,
  Size,
  Variation as ContractVariation,
} from '@store/shared';

/**
 * A listing as GET /v1/listings answers it (AppDeps' getListing). Nothing checks the JSON on the
 * way in, so the parts the catalog reads with a fallback are typed as possibly missing here, and
 * every reader keeps its fallback. Use these, not @store/shared's, in mf-catalog.
 */
export type Listing = Omit<
  ContractListing,
  'products' | 'primaryProduct' | 'fulfillmentDetails'
> & {
  products?: ListingProduct[];
  primaryProduct?: ContractListing['primaryProduct'];
  fulfillmentDetails?: ContractListing['fulfillmentDetails'];
};

export type ListingProduct = Omit<
  ContractProduct,
  'variations' | 'images' | 'listingThumbnails' | 'details'
> & {
  variations?: Variation[];
  images?: ContractProduct['images'];
  listingThumbnails?: ContractProduct['listingThumbnails'];
  details: BlankDetails | null;
};

export type Variation = Omit<
  ContractVariation,
  'sizes' | 'availableSizesWithId' | 'productType' | 'attributes'
> & {
  sizes?: Size[];
  /** Missing: every size is available. */
  availableSizesWithId?: Size[];
  productType?: ContractVariation['productType'];
  attributes?: Partial<ContractVariation['attributes']>;
};

/** size label -> dimension -> measurement (a number, or text such as a range). */
export type SizeChart = Record<string, Record<string, unknown> | null | undefined>;

export type BlankDetails = Omit<ContractDetails, 'sizeChart'> & { sizeChart?: SizeChart };

export type { Size };
