// The repository tests run on both engines the product supports: PGlite (always) and the
// machine's PostgreSQL (127.0.0.1:5432, trust auth), in a database the suite creates and drops.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../../src/server/db/database.ts';
import { ensurePostgresTemplate } from './database-templates.ts';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's name (PGlite has none). */
  name?: string;
  drop(): Promise<void>;
}

export async function openPgliteForTest(): Promise<TestDatabase> {
  const database = await openDatabase({});
  return { database, drop: () => database.close() };
}

/**
 * A new PostgreSQL database on the machine's server: its URL, and how to drop it (even with
 * connections open). Empty, unless made as a copy of a template database (a migrated one).
 */
export async function createPostgresDatabase(
  prefix = 'mmc_test',
  options: { template?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A migrated PostgreSQL database of its own: a copy of the suite's template (database-templates.ts). */
export async function openPostgresForTest(options: Pick<DatabaseOptions, 'onIdleConnectionError'> = {}): Promise<TestDatabase> {
  const created = await createPostgresDatabase('mmc_test', { template: await ensurePostgresTemplate() });
  const database = await openDatabase({ databaseUrl: created.url, ...options });
  return {
    database,
    name: created.name,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

/** Runs a describe block once per engine. */
export const ENGINES: Array<[string, () => Promise<TestDatabase>]> = [
  ['PGlite', openPgliteForTest],
  ['PostgreSQL', openPostgresForTest],
];
