import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { seedAll } from '../seed';

/** `npm run seed -w api [-- --reset]`: migrates and seeds DB_PATH (default .data/store.db). */
const dbPath =
  process.env.DB_PATH ?? path.resolve(__dirname, '..', '..', '..', '.data', 'store.db');
if (process.argv.includes('--reset')) {
  for (const f of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) fs.rmSync(f, { force: true });
}
const db = openDb(dbPath);
migrate(db);
if (db.get('SELECT id FROM stores LIMIT 1')) {
  console.log(`${dbPath} already seeded (use --reset to start over).`);
} else {
  console.log(`Seeded in ${seedAll(db).toFixed(0)} ms.`);
  console.log(`Seeded ${dbPath}.`);
}
db.close();
