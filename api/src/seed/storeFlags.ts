import type { FeatureFlags } from '@store/shared/src/types';
import type { Db } from '../db';

/**
 * Seeded feature switches. The SPEC §9 defaults hide PayPal and the card form; `demo` (and the other
 * demo stores the journeys pay in) turn both back on, so a shopper there is offered all five
 * methods. `afterdark` keeps the SPEC defaults on purpose (Afterpay and the wallets only), written
 * out so it does not depend on what the defaults are. `megastore` (7,500 listings) serves its
 * catalogue from the product cache: search reads one file instead of 50 pages, and home waits for
 * Load more instead of auto-loading (SPEC §2 Home).
 */
const SEEDED_STORE_FLAGS: Record<string, Partial<FeatureFlags>> = {
  // demo also has live chat on (the sandbox chat script); afterdark shows the switch off.
  demo: { hidePaypal: false, hideCard: false, livechat: true },
  locked: { hidePaypal: false, hideCard: false },
  megastore: { hidePaypal: false, hideCard: false, productCache: true },
  afterdark: { hidePaypal: true, hideCard: true },
};

/** Writes the seeded switches of the stores that exist (a core-only seed has no afterdark). */
export async function applySeededStoreFlags(db: Db): Promise<void> {
  for (const [slug, flags] of Object.entries(SEEDED_STORE_FLAGS))
    await db.run('UPDATE stores SET flags_json = ? WHERE slug = ?', [JSON.stringify(flags), slug]);
}
