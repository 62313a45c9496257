import path from 'node:path';
import { setSkuPrice } from '../catalog/ownerWrites';
import { CatalogVersion } from '../catalog/catalogVersion';
import { changeNotifier, type Change } from '../changes/changeEvents';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';

const USAGE = `npm run catalog -w api -- <command>
  price <sku> <amount>   set a SKU's price in US dollars (24.99), as the store's owner does
  notify [store] [what]  tell the store servers a store's catalog (or its theme, or its record:
                         what = catalog | theme | store) changed, after an edit by other tools;
                         no store, or '*': every store

On DB_PATH (default .data/store.db) or DATABASE_URL. The store servers registered with the API
(STOREFRONT_SECRET, as the API runs with) are sent the change event before the command ends.`;

/** "24.99" → 2499; anything but a plain amount of dollars and cents is null. */
export function parseAmount(raw: string | undefined): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(raw ?? '');
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'price' && command !== 'notify') {
    console.error(USAGE);
    return 2;
  }
  const cents = command === 'price' ? parseAmount(args[1]) : null;
  if (command === 'price' && (!args[0] || cents === null)) {
    console.error(USAGE);
    return 2;
  }
  const db = await openDatabase({
    dbPath: env.DB_PATH || path.resolve(__dirname, '..', '..', '..', '.data', 'store.db'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  });
  try {
    await migrate(db);
    let change: Change;
    if (command === 'price') {
      const done = await setSkuPrice(db, args[0]!, cents!);
      console.log(
        `${args[0]}: ${(done.beforeCents / 100).toFixed(2)} → ${(done.afterCents / 100).toFixed(2)} USD (${done.storeSlug})`,
      );
      change = { type: 'catalog', store: done.storeSlug };
    } else {
      const [store, what = 'catalog'] = args;
      if (what !== 'catalog' && what !== 'theme' && what !== 'store') {
        console.error(USAGE);
        return 2;
      }
      change = { type: what, store: store && store !== '*' ? store.toLowerCase() : null };
    }
    const catalog = new CatalogVersion(db);
    let delivered = 0;
    let failed = 0;
    await changeNotifier({
      db,
      secret: env.STOREFRONT_SECRET?.trim() || null,
      catalogVersion: async () => String((await catalog.read()).value),
      onDelivery: (outcome, url) => {
        if (outcome === 'delivered') delivered++;
        else {
          failed++;
          console.error(`change event not taken by ${url}`);
        }
      },
    }).notify(change);
    console.log(
      env.STOREFRONT_SECRET
        ? `change event: ${delivered} store server(s) told${failed ? `, ${failed} not reached` : ''}`
        : 'change event: none sent (STOREFRONT_SECRET unset); store servers see it within the max-age of their reads',
    );
    return failed ? 1 : 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
