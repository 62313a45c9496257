// `--tags=on|consent`: the bench's demo store with its own tags (issue 58 §4: Lighthouse mobile
// stays ≥ 95 with tags on). `on`: Google's tag and Meta's pixel, loaded after load and idle with
// no question asked; `consent`: the same behind the consent banner (nothing loads, the banner
// shows). The sandbox reaches no tag host, so what is measured is the store's own part (its
// tags script, the banner, the dataLayer bridge and the failed tag requests), not the cost of
// Google's and Meta's scripts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const Database = require('better-sqlite3');

const PIXELS = {
  gmcMerchantId: null,
  googleAnalytics: 'G-BENCH00001',
  facebook: '1234567890123456',
};

/** Gives the demo store tags on the bench server's database (its triggers bump the catalog). */
export function setBenchTags(dbPath, mode) {
  if (mode !== 'on' && mode !== 'consent') throw new Error(`bench: --tags=${mode}: on or consent`);
  const db = new Database(dbPath);
  try {
    db.prepare("UPDATE stores SET pixels_json = ? WHERE slug = 'demo'").run(
      JSON.stringify({ ...PIXELS, askConsent: mode === 'consent' }),
    );
  } finally {
    db.close();
  }
}
