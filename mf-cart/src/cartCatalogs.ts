import type { FeatureCatalog } from '@store/shared';
import { cartServiceCatalog } from './cart/messages';
import { cartCheckoutCatalog } from './checkout/messages';
import { cartPageCatalog } from './page/messages';
import { shelfCatalog } from './shelf/messages';

/** Every message catalog of mf-cart (each feature owns its `messages.ts`). */
export const CART_CATALOGS: readonly FeatureCatalog[] = [
  cartPageCatalog,
  shelfCatalog,
  cartCheckoutCatalog,
  cartServiceCatalog,
];
