import type { PromoCode } from './promo';

export interface SocialMediaLink {
  id: string;
  url: string;
  /** Icon key, e.g. "instagram", "tiktok", "youtube", "x", "facebook". */
  icon: string;
}

export interface MarketingPixels {
  gmcMerchantId?: string | null;
  googleAnalytics?: string | null;
  facebook?: string | null;
  /**
   * Not in the SPEC's record: the store's tags wait for the shopper's consent (a banner, Google's
   * consent mode). Absent means true (shared/src/ssr/storeTags/tagSettings.ts).
   */
  askConsent?: boolean;
}

export interface CollectionSummary {
  id: string;
  name: string;
  slug: string;
  parentId?: string | null;
  /** Sub-collections, one level deep. */
  children?: CollectionSummary[];
}

export interface Store {
  id: string;
  /** Always lower-case. */
  slug: string;
  name: string;
  sellerId: string;
  // No sellerToken: SPEC §3 lists it, but it is the seller's credential and the storefront never needs it (ARCHITECTURE.md).
  collections: CollectionSummary[];
  /** Codes the store advertises in promo banners. */
  promoCodes: PromoCode[];
  socialMedia: SocialMediaLink[];
  marketingPixels: MarketingPixels;
  /** Store's home region; Afterpay is offered only for 'usa'. */
  region: string;
  currency: string;
}

export const DEFAULT_STORE_NAME = 'My Store';
