// The repository tests run on both engines the product supports: PGlite (always) and the
// machine's PostgreSQL (127.0.0.1:5432, trust auth), in a database the suite creates and drops.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../../src/server/db/database.ts';

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

export async function openPostgresForTest(options: Pick<DatabaseOptions, 'onIdleConnectionError'> = {}): Promise<TestDatabase> {
  const name = `mmc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), ...options });
  return {
    database,
    name,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Runs a describe block once per engine. */
export const ENGINES: Array<[string, () => Promise<TestDatabase>]> = [
  ['PGlite', openPgliteForTest],
  ['PostgreSQL', openPostgresForTest],
];
