/**
 * A soak over several store servers (shoppers.ts's traffic), with orders placed at set times
 * and one price change by the owner while it runs, watched for on every store server.
 */
import type { PriceCommand } from './referenceApiProcesses';
import { fetchPage, openCheckout, placeOrder, shopperAddress, Tally, visit } from './shoppers';

export interface SoakPlan {
  bases: string[];
  shoppers: number;
  ms: number;
  /** When shopper `s` places its orders, ms into the soak (one still due at the end is placed). */
  orderTimes(s: number): number[];
  orderSku: string;
  price: {
    /** When the owner changes it, ms into the soak. */
    atMs: number;
    /** The listing page (slug) that offers it, and the Offer's `sku`. */
    listing: string;
    offerSku: string;
    /** The new price, as the JSON-LD Offer writes it ("19.99"). */
    to: string;
    /** From its commit, the time within which every store server's page must show it. */
    boundMs: number;
    change(): Promise<PriceCommand>;
  };
}

export interface SoakResult {
  tally: Tally;
  ms: number;
  orders: { placed: number; ms: number[]; failures: string[] };
  command: PriceCommand;
  /** Per store server: ms from the price's commit to the first page of it showing the new one. */
  shownAfter: (number | null)[];
  /** The listing's pages asked for once the bound had passed that showed another price. */
  stale: string[];
}

const LD_JSON = /<script data-page-head type="application\/ld\+json">(.*?)<\/script>/gs;

/** The price the page's JSON-LD Product offers `offerSku` at (schema.org Offer), or null. */
export function offerPrice(html: string, offerSku: string): string | null {
  for (const m of html.matchAll(LD_JSON)) {
    const ld = JSON.parse(m[1]!) as { '@type'?: string; offers?: { sku: string; price: string }[] };
    if (ld['@type'] === 'Product') return ld.offers?.find((o) => o.sku === offerSku)?.price ?? null;
  }
  return null;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export async function soak(plan: SoakPlan): Promise<SoakResult> {
  const { bases, price } = plan;
  const tally = new Tally();
  const orders: SoakResult['orders'] = { placed: 0, ms: [], failures: [] };
  const stale: string[] = [];
  const shownAt: (number | null)[] = bases.map(() => null);
  let mustShowFrom = Infinity;
  const started = Date.now();
  const until = started + plan.ms;

  const order = async (s: number) => {
    const t0 = performance.now();
    const failure = await placeOrder(tally, bases, s, plan.orderSku);
    orders.placed += 1;
    if (failure) orders.failures.push(`shopper ${s}: ${failure}`);
    else orders.ms.push(performance.now() - t0);
  };

  const browse = async (s: number, n: number, checkoutId: string | null) => {
    const [kind, pathname] = visit(s, n, checkoutId);
    // The next store server in turn: a shopper's pages are not kept to one.
    const server = (s + n) % bases.length;
    const askedAt = Date.now();
    const t0 = performance.now();
    try {
      const page = await fetchPage(bases[server]!, pathname, shopperAddress(s));
      tally.answered(
        kind,
        server,
        page.status,
        page.status >= 500 ? page.html.slice(0, 300) : null,
      );
      tally.page(kind, performance.now() - t0, page.via);
      if (pathname.startsWith(`/listing/${price.listing}?`) && askedAt >= mustShowFrom) {
        const shown = offerPrice(page.html, price.offerSku);
        if (shown !== price.to) stale.push(`store server ${server}, ${pathname}: ${shown}`);
      }
    } catch (e) {
      tally.failed(kind, server, e);
    }
  };

  const shopper = async (s: number) => {
    const checkoutId = await openCheckout(tally, bases, s);
    const due = plan.orderTimes(s).map((ms) => started + ms);
    for (let n = 0; Date.now() < until; n++) {
      if (due.length > 0 && Date.now() >= due[0]!) {
        due.shift();
        await order(s);
      } else await browse(s, n, checkoutId);
    }
    for (const _ of due) await order(s);
  };

  /** Polls a store server's listing page until its JSON-LD offers the new price. */
  const watch = async (server: number, giveUpAt: number) => {
    while (shownAt[server] === null && Date.now() < giveUpAt) {
      try {
        const page = await fetchPage(
          bases[server]!,
          `/listing/${price.listing}`,
          shopperAddress(0),
        );
        tally.answered('price watch', server, page.status);
        if (offerPrice(page.html, price.offerSku) === price.to) shownAt[server] = Date.now();
      } catch (e) {
        tally.failed('price watch', server, e);
      }
      await pause(50);
    }
  };

  const changePrice = async () => {
    await pause(started + price.atMs - Date.now());
    // Watched from before the command starts: the first page showing it is seen as it comes.
    const giveUpAt = Date.now() + 15_000;
    const watching = Promise.all(bases.map((_, server) => watch(server, giveUpAt)));
    const command = await price.change();
    if (command.committedAt !== null) mustShowFrom = command.committedAt + price.boundMs;
    await watching;
    return command;
  };

  const [command] = await Promise.all([
    changePrice(),
    ...Array.from({ length: plan.shoppers }, (_, s) => shopper(s)),
  ]);
  return {
    tally,
    ms: Date.now() - started,
    orders,
    command,
    shownAfter: shownAt.map((at) =>
      at === null || command.committedAt === null ? null : at - command.committedAt,
    ),
    stale,
  };
}
