// PostgreSQL closing an idle pooled connection (a restart, an administrator, DROP DATABASE … FORCE)
// is reported, not fatal: the server keeps running and the next query gets a new connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { openPostgresForTest, POSTGRES_ADMIN_URL, type TestDatabase } from '../support/databases.ts';

let test: TestDatabase | undefined;
afterEach(async () => {
  await test?.drop();
});

it('survives the server terminating its idle connections, and reports it', async () => {
  const lost: Error[] = [];
  test = await openPostgresForTest({ onIdleConnectionError: (error) => lost.push(error) });
  await test.database.db.execute(sql`select 1`);

  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  // Only the pool's own connections (an autovacuum worker on the database is no client of it).
  const terminated = await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'",
    [test.name],
  );
  await admin.end();

  // Every pooled connection the server ended is reported (the pool may hold more than one): until
  // then the pool could still hand out one whose end it has not heard of yet.
  expect(terminated.rowCount).toBeGreaterThan(0);
  await expect.poll(() => lost.length).toBe(terminated.rowCount);
  expect(lost[0]!.message).toContain('terminating connection');
  const answer = (await test.database.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
  expect(answer.rows[0]).toEqual({ two: 2 });
});
