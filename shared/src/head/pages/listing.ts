import {
  absoluteUrl,
  breadcrumbList,
  listingPath,
  offerPrice,
  productLd,
  type Crumb,
} from '../jsonLd';
import { htmlText } from '../../ui/pageText';
import { listingHead } from '../heads';
import type { PageHead } from '../pageHead';
import { decoded, type PageDescriber } from './context';

/** /listing/{slug}: a product card for every listing, a search result for a public one. */
export const describeListing: PageDescriber = async (c) => {
  const listingSlug = /^\/listing\/([^/]+)$/.exec(c.path)?.[1];
  if (listingSlug === undefined) return null;
  const { i } = c;
  const slug = decoded(listingSlug);
  const l = slug === null ? null : await i.data.listing(slug);
  if (!l) return c.notFound();
  const primary = l.products[0];
  const variation = primary?.variations[0];
  const image = variation?.images[0]?.src ?? null;
  const worded = listingHead(l, c.w);
  const head: Partial<PageHead> = {
    ogType: 'product',
    image: image ? absoluteUrl(i.origin, image) : null,
    price: primary ? { amount: offerPrice(primary.price, l.currency), currency: l.currency } : null,
  };
  const path = listingPath(l);
  // A private listing is shared by link only: a card for the link, never a search result.
  if (worded.noindex) return c.page(path, worded, head);
  const collection = l.collections[0];
  const crumbs: Crumb[] = [c.home];
  if (collection)
    crumbs.push({
      name: collection.name,
      url: `${i.origin}/${encodeURIComponent(collection.slug)}`,
    });
  crumbs.push({ name: l.title, url: `${i.origin}${path}` });
  return c.page(path, worded, {
    ...head,
    jsonLd: [
      productLd(l, {
        origin: i.origin,
        storeName: c.storeName,
        // The whole text: a product's description has no length of a search result's.
        description: htmlText(l.description, c.w.purify) || l.title,
      }),
      breadcrumbList(crumbs),
    ],
  });
};
