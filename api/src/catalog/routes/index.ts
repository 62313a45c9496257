import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { productCacheFor } from '../productCache';
import { StoreSearch } from '../search';
import { supportRoutes } from '../support';
import { collectionRoutes } from './collections';
import { listingRoutes } from './listings';
import { localizationRoutes } from './localization';
import { productDetailRoutes } from './productDetails';
import { productFileRoutes } from './productFiles';
import { productsPageRoutes } from './products';
import { productsPageSender } from './productsPage';
import { searchRoutes } from './search';
import { storeRoutes } from './stores';

export interface CatalogRouteOptions {
  /** SQLite file path: the product cache files live in `<its dir>/product-cache/`. */
  dbPath?: string;
}

export async function catalogRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  opts: CatalogRouteOptions = {},
): Promise<void> {
  const productCache = productCacheFor(ctx.db, opts.dbPath);
  await productCache.warm();
  // One sender for both routes answering product pages: they share its CPU turns and cache.
  const sendProductsPage = productsPageSender(ctx, productCache);
  supportRoutes(app, ctx);
  storeRoutes(app, ctx);
  productsPageRoutes(app, ctx, sendProductsPage);
  searchRoutes(app, ctx, new StoreSearch(productCache));
  collectionRoutes(app, ctx, sendProductsPage);
  productFileRoutes(app, ctx, productCache);
  listingRoutes(app, ctx);
  productDetailRoutes(app, ctx);
  localizationRoutes(app, ctx);
}
