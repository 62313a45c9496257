import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { seedAll } from '../seed';

/** `npm run seed -w api [-- --reset]`: migrates and seeds DB_PATH (default .data/store.db). */
async function main(): Promise<void> {
  const dbPath =
    process.env.DB_PATH ?? path.resolve(__dirname, '..', '..', '..', '.data', 'store.db');
  if (process.argv.includes('--reset')) {
    for (const f of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) fs.rmSync(f, { force: true });
  }
  const db = openDb(dbPath);
  await migrate(db);
  if (await db.get('SELECT id FROM stores LIMIT 1')) {
    console.log(`${dbPath} already seeded (use --reset to start over).`);
  } else {
    console.log(`Seeded in ${(await seedAll(db)).toFixed(0)} ms.`);
    console.log(`Seeded ${dbPath}.`);
  }
  await db.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
