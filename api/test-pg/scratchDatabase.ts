import { openDatabase, type Db } from '../src/db';
import { TEST_DATABASE_URL } from '../test/helpers';

/**
 * A database of its own on TEST_DATABASE_URL's server, for tests that need a whole database (several
 * API processes, ended sessions, refused connections) rather than a schema. It is altered and
 * dropped from `admin`, a session on the server's own database: PostgreSQL will not refuse
 * connections to the database of the session asking.
 */
export interface ScratchDatabase {
  name: string;
  url: string;
  admin: Db;
  allowConnections(allow: boolean): Promise<void>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL (postgres://…) is required here');
  const admin = await openDatabase({ dbPath: '', databaseUrl: TEST_DATABASE_URL });
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const allowConnections = (allow: boolean) =>
    admin.exec(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS ${allow}`);
  return {
    name,
    url: url.href,
    admin,
    allowConnections,
    async drop() {
      await allowConnections(true);
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
