// The migrated databases the tests start from (src/server/db/database-template.ts): an embedded one
// (a PGlite data folder and its dump) in the machine's temporary folder, and a PostgreSQL template
// database on the machine's server. Each is named after a hash of the migrations, so a changed
// migration makes a new one, and concurrent runs (two workers, two checkouts) share or race safely.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { TEMPLATE_DUMP, TEMPLATE_FOLDER } from '../../src/server/db/database-template.ts';
import { MIGRATIONS_DIR } from '../../src/server/db/database.ts';

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A short hash of every migration file and the PGlite version that reads them. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  const pgliteVersion = JSON.parse(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ).version;
  return hash.update(pgliteVersion).digest('hex').slice(0, 16);
}

/** The embedded template's folder, made when missing. */
export async function ensurePgliteTemplate(hash = migrationsHash()): Promise<string> {
  const dir = join(tmpdir(), `mmc-db-template-${hash}`);
  if (existsSync(join(dir, TEMPLATE_DUMP))) return dir;
  const building = mkdtempSync(join(tmpdir(), 'mmc-db-template-building-'));
  const client = new PGlite(join(building, TEMPLATE_FOLDER));
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(join(building, TEMPLATE_DUMP), Buffer.from(await dump.arrayBuffer()));
  try {
    renameSync(building, dir);
  } catch {
    // Another process finished first: its template is the same.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** The PostgreSQL template database's name, made when missing. */
export async function ensurePostgresTemplate(hash = migrationsHash()): Promise<string> {
  const name = `mmc_template_${hash}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const found = await admin.query('SELECT datistemplate FROM pg_database WHERE datname = $1', [name]);
    if (found.rows[0]?.datistemplate) return name;
    // Built under a temporary name and renamed when whole, so nobody copies a half-migrated one.
    const building = `${name}_b${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${building}`;
    const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR });
    await pool.end();
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true`);
    } catch {
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
