// The database keeps asset snapshots for 6 months by itself (migration 0012's trigger), with the
// product's migrations on both engines it runs on: PGlite and PostgreSQL.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestDatabase } from '../../../../../tests/support/databases.ts';
import type { Database } from '../../../db/database.ts';
import { assetSnapshots, users } from '../../../db/schema/index.ts';
import { snapshotRepository } from './snapshot-repository.ts';

describe.each(ENGINES)('asset snapshot retention on %s', (_engine, open) => {
  let test: TestDatabase;
  let database: Database;
  let userId: number;

  beforeAll(async () => {
    test = await open();
    database = test.database;
    const [user] = await database.db
      .insert(users)
      .values({
        userName: 'retention01',
        email: 'retention01@example.com',
        passwordHash: 'x',
        availableUntil: new Date(Date.now() + 86_400_000),
      })
      .returning();
    userId = user!.id;
  });
  afterAll(() => test?.drop());

  const row = (takenAt: string, asset = 'USDT') => ({
    userId,
    takenAt: new Date(takenAt),
    sourceType: 'cex',
    source: 'sandbox-a',
    asset,
    amount: 100,
    priceUsdt: 1,
    valueUsdt: 100,
  });

  const stored = async () =>
    (
      await database.db
        .select({ takenAt: assetSnapshots.takenAt })
        .from(assetSnapshots)
        .where(eq(assetSnapshots.userId, userId))
        .orderBy(asc(assetSnapshots.takenAt))
    ).map((snapshot) => snapshot.takenAt.toISOString());

  it('deletes snapshots taken more than 6 months before the newest one inserted, and keeps younger ones', async () => {
    const snapshots = snapshotRepository(database.db);
    await snapshots.insert([row('2025-10-01T00:00:00Z'), row('2025-12-15T00:00:00Z')]);
    expect(await stored()).toEqual(['2025-10-01T00:00:00.000Z', '2025-12-15T00:00:00.000Z']);

    // Seven months after the first, five and a half after the second.
    await snapshots.insert([row('2026-05-01T00:00:00Z', 'BTC'), row('2026-05-01T00:00:00Z')]);
    expect(await stored()).toEqual(['2025-12-15T00:00:00.000Z', '2026-05-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z']);
  });

  it('measures from the newest row inserted, not the clock: a late insert of old rows deletes nothing newer', async () => {
    await snapshotRepository(database.db).insert([row('2026-01-01T00:00:00Z')]);
    expect(await stored()).toContain('2025-12-15T00:00:00.000Z');
  });
});
