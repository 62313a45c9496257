/** A size of a variation; price in dollars (size price wins over product price). */
export interface Size {
  id: string;
  label: string;
  price: number;
}

export interface VariationImage {
  src: string;
  small: string;
  full: string;
  thumbsmall: string;
  thumblarge: string;
  /** 'primary' | 'front' | 'back' | 'side' */
  label: string;
}

export interface BlankDetails {
  description: string;
  materials: string;
  fit: string;
  comparableBrands: string;
  /** size label -> dimension -> measurement */
  sizeChart: Record<string, Record<string, string>>;
  sizeChartUnit: 'inches' | 'cm';
  sizeChartUrl?: string | null;
}

export type ProductType = string; // 't-shirt' | 'hoodie' | 'mug' | 'sticker' | 'poster' | 'Digital' | 'nft' ...

export interface Variation {
  /** Colour id: the colorId in a cart SKU. */
  variationId: string;
  productId: string;
  teespringId: string;
  /** Colour name, e.g. "Heather Grey". */
  title: string;
  color: string;
  attributes: { hex: string };
  productType: ProductType;
  price: number;
  inventoryCount: number;
  visibility: 'public' | 'private';
  sizes: Size[];
  availableSizesWithId: Size[];
  images: VariationImage[];
}

export interface ListingProduct {
  productId: string;
  teespringId: string;
  primaryProductId: string;
  title: string;
  /** Product type key, e.g. "t-shirt". */
  productType: ProductType;
  /** Display name of the blank, e.g. "Classic Tee". */
  productName: string;
  price: number;
  variations: Variation[];
  listingThumbnails: { primary: string };
  images: { url: string; label: string }[];
  details: BlankDetails | null;
}

export interface FulfillmentDetails {
  type: 'physical' | 'digital';
  estimatedShipDate?: string | null;
}

export interface Listing {
  listingId: string;
  slug: string;
  sku: string;
  title: string;
  description: string;
  url: string;
  price: number;
  currency: string;
  storeSlug: string;
  primaryProduct: { productId: string; variationId: string };
  primaryProductId: string;
  products: ListingProduct[];
  fulfillmentDetails: FulfillmentDetails;
  visibility: 'public' | 'private';
  /** Count of orders placed for this listing (fan validation notice above 100). */
  orders: number;
  preorder: boolean;
  collections: { name: string; slug: string }[];
}

/** /v0/listing/{slug} answers with the listing plus products_payload (same list as products). */
export interface ListingPayload extends Listing {
  products_payload: ListingProduct[];
}

export interface ProductTileImage {
  url: string;
  primary: boolean;
}

export interface ProductTile {
  id: string;
  productId: string;
  listingId: string;
  slug: string;
  name: string;
  title: string;
  /** Relative product URL: /listing/{slug}?pid={productId} */
  url: string;
  price: number;
  currency: string;
  productName: string;
  productType: ProductType;
  product_name: string;
  imageUrl: string;
  additionalImages: ProductTileImage[];
  external_id: string;
  itemGroupId: string;
  teespringId: string;
  collections: { name: string; slug: string }[];
  productGroupName: string;
  orders: number;
  checkout_flow: string;
  visibility: 'public' | 'private';
  deliveryDetails: FulfillmentDetails;
}

export interface Collection {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  total_count: number;
  children?: Collection[];
  items?: ProductTile[];
}

/** GET /v1/stores/search: one page (12) of a term's matches, best first. */
export interface SearchResultsPage {
  products: ProductTile[];
  page: number;
  totalPages: number;
  /** Matches in all (0 for a term of fewer than 3 characters). */
  total: number;
}

export interface ProductsPage {
  products: ProductTile[];
  page: number;
  totalPages: number;
  /** Next page number, or null on the last page. */
  next: number | null;
  per_page: number;
}
