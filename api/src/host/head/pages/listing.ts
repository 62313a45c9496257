import { findListingBySlug, hydrate } from '../../../catalog/listings';
import { listingUrl, productPriceCents, variationImages } from '../../../catalog/listingShapes';
import { absoluteUrl, breadcrumbList, offerPrice, productLd, type Crumb } from '../jsonLd';
import type { PageHead } from '../pageHead';
import { metaDescription, plainText } from '../plainText';
import { decoded, type PageDescriber } from './context';

/** /listing/{slug}: a product card for every listing, a search result for a public one. */
export const describeListing: PageDescriber = async (c) => {
  const listingSlug = /^\/listing\/([^/]+)$/.exec(c.path)?.[1];
  if (listingSlug === undefined) return null;
  const { i } = c;
  const slug = decoded(listingSlug);
  const row = slug === null ? undefined : await findListingBySlug(i.db, i.store.id, slug);
  if (!row) return c.notFound();
  const [l] = await hydrate(i.db, [row]);
  const primary = l!.products[0];
  const variation = primary?.variations[0];
  const image =
    primary && variation
      ? variationImages(primary.product_type, variation.hex, l!.design)[0]?.src
      : null;
  const description = metaDescription(l!.description) || l!.title;
  const head: Partial<PageHead> = {
    title: c.titled(l!.title),
    description,
    ogType: 'product',
    image: image ? absoluteUrl(i.origin, image) : null,
    price: primary
      ? { amount: offerPrice(i.money, productPriceCents(primary)), currency: i.money.currency }
      : null,
  };
  const path = listingUrl(l!);
  // A private listing is shared by link only: a card for the link, never a search result.
  if (l!.visibility !== 'public') return c.hidden(head);
  const collection = l!.collections[0];
  const crumbs: Crumb[] = [c.home];
  if (collection)
    crumbs.push({
      name: collection.name,
      url: `${i.origin}/${encodeURIComponent(collection.slug)}`,
    });
  crumbs.push({ name: l!.title, url: `${i.origin}${path}` });
  return c.indexable(path, {
    ...head,
    jsonLd: [
      productLd(l!, {
        origin: i.origin,
        storeName: c.storeName,
        description: plainText(l!.description) || l!.title,
        money: i.money,
      }),
      breadcrumbList(crumbs),
    ],
  });
};
