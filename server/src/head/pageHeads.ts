import type { FastifyRequest } from 'fastify';
import { describePage } from '@store/shared/src/head/describePage';
import { headTranslator } from '@store/shared/src/head/translator';
import { LOCALES } from '@store/shared/src/i18n/localeLists';
import type { BuyerLocalization, Store, ThemeData } from '@store/shared/src/types';
import { KeptOnVersion } from '@store/shared/node/keptOnVersion';
import type { HostOptions } from '../hostOptions';
import type { RequestStore } from '../requestStore';
import type { RuntimeConfig } from '../runtimeConfig';
import { headTags } from './headHtml';
import { headPurifier } from './headPurifier';
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

/** What the page writer already read for the page (the boot block's reads). */
export interface HeadFacts {
  pathname: string;
  config: RuntimeConfig;
  store: RequestStore;
  /** The published theme and record of an open store (the boot's), null for a locked one. */
  theme: ThemeData | null;
  record: Store | null;
  buyer: BuyerLocalization | null;
  origin: string;
}

/**
 * Head tags (title, description, canonical, social cards, hreflang, JSON-LD), written by shared's
 * describers (shared/src/head) from the commerce API's answers, in the words of shared's head
 * catalog (the browser's PageHead says the same through react-intl), kept per page, language, currency
 * and origin on the store's version (commerce/storeVersions.ts), so a warm page costs no read and
 * a change shows once the store's version moves.
 */
export class PageHeads {
  private readonly heads = new KeptOnVersion<{ status: number; head: string }>(
    { maxEntries: 2000, maxBytes: 16 * 1024 * 1024 },
    (h) => 2 * h.head.length,
  );

  constructor(private readonly opts: HostOptions) {
    // Made with the server, not inside the first request that needs it: a JSDOM window takes
    // tens of milliseconds of the event loop to build.
    headPurifier();
  }

  async of(req: FastifyRequest, page: HeadFacts, version: string): Promise<WrittenHead> {
    const { pathname, config, store, origin } = page;
    const choice = shopperChoice(req, store.slug, pathname, page.buyer);
    const key = [
      store.slug,
      pathname,
      choice.locale,
      choice.localeInUrl,
      choice.currency,
      origin,
      config.flags.support,
    ].join('\u0000');
    let kept = this.heads.get(key, version);
    const cached = kept !== undefined;
    if (!kept) {
      const { reads } = this.opts.commerce;
      const slug = store.slug;
      const h = await describePage({
        store: store.facts ? { slug, locked: store.facts.locked } : null,
        theme: page.theme ?? {},
        recordName: page.record?.name ?? null,
        pathname,
        origin,
        locale: choice.locale,
        t: headTranslator(choice.locale),
        purify: headPurifier(),
        localeInUrl: choice.localeInUrl,
        supportFlag: config.flags.support,
        data: {
          collections: () => reads.collections(slug),
          listing: (listingSlug) =>
            reads.listing(slug, { slug: listingSlug, currency: choice.currency }),
          supportCategories: () => reads.supportCategories(slug),
        },
      });
      const head = headTags(h, { locale: choice.locale, locales: LOCALE_CODES });
      kept = this.heads.set(key, version, { status: h.status, head });
    }
    return { key, status: kept.status, head: kept.head, choice, cached };
  }
}
