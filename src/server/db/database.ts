// The one home of the database client. Embedded mode opens PGlite (Postgres compiled to WASM) in
// DATA_DIR/pg; with DATABASE_URL it opens PostgreSQL. Both run the same Drizzle schema and the same
// generated migrations, applied at start.
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { databaseTemplateDir, seedDataDirFromTemplate, templateDump } from './database-template.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The advisory lock that serialises migrations ("mmcg" as a number). */
const MIGRATION_LOCK_KEY = 0x6d6d6367;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Told when PostgreSQL drops an idle pooled connection (a server restart, an administrator). */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes is an 'error' on the pool; unheard, it would end the
    // process. The pool has already dropped that connection and opens a new one for the next query.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzle({ client: pool, schema });
    // Processes of a scaled-out deployment may start together on a fresh database: one migrates
    // while the others wait for it (a session lock, held on a connection of its own), then find
    // nothing left to do.
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const templateDir = databaseTemplateDir();
  if (templateDir && options.dataDir) seedDataDirFromTemplate(options.dataDir, templateDir);
  // No dataDir: an in-memory database (tests that need no persistence).
  const client = options.dataDir
    ? new PGlite(`${options.dataDir}/pg`)
    : templateDir
      ? await PGlite.create({ loadDataDir: await templateDump(templateDir) })
      : new PGlite();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
