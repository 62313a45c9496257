// A PostgreSQL cluster of the project's own for development and tests, in .data/pg, on
// PGPORT_LOCAL (5433 by default, beside a system server on 5432). Uses the installed server
// binaries (Debian: /usr/lib/postgresql/<version>/bin); as root, runs them as the postgres user,
// since PostgreSQL refuses to run as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const PORT = Number(process.env.PGPORT_LOCAL || 5433);
const DATA = join(ROOT, '.data', 'pg');

/** The newest installed PostgreSQL bin folder, or null when no server is installed. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(base, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return which.status === 0 && found ? join(found, '..') : null;
}

function asServerUser(bin, tool, args) {
  const cmd = join(bin, tool);
  if (process.getuid?.() !== 0) return execFileSync(cmd, args, { stdio: 'pipe' });
  const quoted = [cmd, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
}

/**
 * Starts (initialising the first time) the local cluster and makes sure `database` exists.
 * Returns its URL, or null when PostgreSQL is not installed.
 */
export function ensureLocalPostgres(database = 'store') {
  const bin = postgresBin();
  if (!bin) return null;
  if (!existsSync(join(DATA, 'PG_VERSION'))) {
    mkdirSync(DATA, { recursive: true });
    if (process.getuid?.() === 0) {
      const { uid, gid } = statSync('/var/lib/postgresql');
      chownSync(DATA, uid, gid);
    }
    asServerUser(bin, 'initdb', ['-D', DATA, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  }
  let running = true;
  try {
    asServerUser(bin, 'pg_ctl', ['-D', DATA, 'status']);
  } catch {
    running = false; // pg_ctl status exits non-zero when no server runs on DATA
  }
  if (!running) {
    asServerUser(bin, 'pg_ctl', [
      '-D',
      DATA,
      '-w',
      '-l',
      join(DATA, 'server.log'),
      '-o',
      `-p ${PORT} -k ${DATA} -c listen_addresses=localhost`,
      'start',
    ]);
  }
  const psql = (sql) =>
    execFileSync(
      join(bin, 'psql'),
      ['-h', 'localhost', '-p', String(PORT), '-U', 'postgres', '-Atc', sql],
      {
        encoding: 'utf8',
      },
    );
  if (!psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`).trim())
    psql(`CREATE DATABASE ${database}`);
  return `postgresql://postgres@localhost:${PORT}/${database}`;
}
