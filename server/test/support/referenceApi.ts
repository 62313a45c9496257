/**
 * The reference API as a fixture of the store server's tests: started in the test's process (as
 * api/test does), on its own SQLite file, reached by the store server over HTTP only, exactly as
 * in production. The only place server/ names api/ (server/src never does: dependency-cruiser).
 */
import { startServer as startApi, type TestServer as ApiServer } from '../../../api/test/helpers';
import type { BuildAppOptions } from '../../../api/src/app';
import { setSkuPrice, type PriceChange } from '../../../api/src/catalog/ownerWrites';
import { createPreviewToken } from '../../../api/src/lib/preview';
import { TEST_PREVIEW_SECRET } from '../../../api/test/helpers';

export {
  call,
  CUSTOMER,
  flagship,
  get,
  inventoryOf,
  payWith,
  placeOrder,
  postForm,
  readyCheckout,
  submitBody,
  TEST_PREVIEW_SECRET,
  type Res,
} from '../../../api/test/helpers';

export type ReferenceApiOptions = Partial<BuildAppOptions>;

export interface ReferenceApi {
  base: string;
  app: ApiServer['app'];
  /** Runs SQL on its database, then tells its store servers the store changed (as an owner's tool). */
  changeCatalog(
    sql: string,
    params: (string | number | null)[],
    store: string | null,
  ): Promise<void>;
  /**
   * A SKU's price (cents) set through the API's own write path (what `npm run catalog -w api --
   * price` runs), then its store servers told of the store's change; resolves once each took it.
   */
  setPrice(sku: string, cents: number): Promise<PriceChange>;
  close(): Promise<void>;
}

export async function startReferenceApi(opts: ReferenceApiOptions = {}): Promise<ReferenceApi> {
  const api = await startApi({ logger: false, ...opts });
  return {
    base: api.base,
    app: api.app,
    async changeCatalog(sql, params, store) {
      await api.app.db.run(sql, params);
      await api.app.changes.notify({ type: 'catalog', store });
    },
    async setPrice(sku, cents) {
      const change = await setSkuPrice(api.app.db, sku, cents);
      await api.app.changes.notify({ type: 'catalog', store: change.storeSlug });
      return change;
    },
    close: () => api.close(),
  };
}

/** A preview token (SPEC §1) the fixture API accepts for `store`, for an hour. */
export const previewToken = (store: string): string =>
  createPreviewToken(TEST_PREVIEW_SECRET, store, Date.now() + 3600_000);
