import type { FastifyRequest } from 'fastify';
import { LOCALES } from '@store/shared/src/i18n/localeLists';
import type { StoreRow } from '../../catalog/stores';
import { pricerFor, USD_PRICER, type Pricer } from '../../lib/currency';
import type { HostOptions } from '../hostOptions';
import { KeptOnVersion } from '../../lib/keptOnVersion';
import type { RuntimeConfig } from '../runtimeConfig';
import { describePage } from './describePage';
import { headTags } from './headHtml';
import { shopperChoice, type ShopperChoice } from './shopperChoice';

const LOCALE_CODES = LOCALES.map((l) => l.local_code);

/** One page's head tags and status, with the key they are kept on and the shopper's choice. */
export interface WrittenHead {
  key: string;
  status: number;
  head: string;
  choice: ShopperChoice;
  /** Whether it came from the cache (for the metrics). */
  cached: boolean;
}

/**
 * Head tags (title, description, canonical, social cards, hreflang, JSON-LD) come from the
 * catalog, kept per page, language, currency and origin on the catalog version, so a warm page
 * costs no query and an edit shows on the next request.
 */
export class PageHeads {
  private readonly heads = new KeptOnVersion<{ status: number; head: string }>(
    { maxEntries: 2000, maxBytes: 16 * 1024 * 1024 },
    (h) => 2 * h.head.length,
  );

  constructor(private readonly opts: HostOptions) {}

  async of(
    req: FastifyRequest,
    page: { pathname: string; config: RuntimeConfig; row: StoreRow | undefined; origin: string },
    version: string,
  ): Promise<WrittenHead> {
    const { pathname, config, row, origin } = page;
    const choice = shopperChoice(req, config.storeSlug, pathname);
    const money = await pricerOrUsd(this.opts, choice.currency);
    const key = [
      config.storeSlug,
      pathname,
      choice.locale,
      choice.localeInUrl,
      `${money.currency}@${money.rate}`,
      origin,
      config.flags.support,
    ].join('\u0000');
    let kept = this.heads.get(key, version);
    const cached = kept !== undefined;
    if (!kept) {
      const h = await describePage({
        db: this.opts.db,
        store: row,
        pathname,
        origin,
        locale: choice.locale,
        localeInUrl: choice.localeInUrl,
        money,
        supportFlag: config.flags.support,
      });
      const head = headTags(h, { locale: choice.locale, locales: LOCALE_CODES });
      kept = this.heads.set(key, version, { status: h.status, head });
    }
    return { key, status: kept.status, head: kept.head, choice, cached };
  }
}

/** Prices for the head in the shopper's currency; USD when the operator has no rate for it. */
async function pricerOrUsd(opts: HostOptions, currency: string): Promise<Pricer> {
  try {
    return await pricerFor(opts.db, currency);
  } catch {
    return USD_PRICER;
  }
}
