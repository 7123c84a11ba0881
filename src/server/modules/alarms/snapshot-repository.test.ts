// The drop conditions read the shared asset snapshots: the pair's two rows of each run, priced
// against each other through their USDT prices (the product's migrations, on PGlite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestDatabase } from '../../../../tests/support/databases.ts';
import type { Database } from '../../db/database.ts';
import { assetSnapshots, users } from '../../db/schema/index.ts';
import { SnapshotRepository } from './snapshot-repository.ts';

const MINUTE = 60_000;
const t0 = Date.parse('2026-05-01T00:00:00Z');

describe.each(ENGINES)("the alarms' view of asset snapshots on %s", (_engine, open) => {
  let test: TestDatabase;
  let database: Database;
  let userId: number;

  beforeAll(async () => {
    test = await open();
    database = test.database;
    const [user] = await database.db
      .insert(users)
      .values({ userName: 'drops01', email: 'drops01@example.com', passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
      .returning();
    userId = user!.id;
    const rows = [];
    for (let run = 0; run < 5; run++) {
      const takenAt = new Date(t0 + run * 10 * MINUTE);
      const source = { userId, takenAt, sourceType: 'cex', source: 'sandbox-a' };
      // The fourth run could not price BTC.
      const btcPrice = run === 3 ? null : 60_000 + run * 100;
      rows.push(
        {
          ...source,
          asset: 'BTC',
          amount: 1 - run * 0.1,
          priceUsdt: btcPrice,
          valueUsdt: btcPrice === null ? 0 : (1 - run * 0.1) * btcPrice,
        },
        { ...source, asset: 'USDT', amount: 1_000 + run, priceUsdt: 1, valueUsdt: 1_000 + run },
        { ...source, asset: 'ETH', amount: 3, priceUsdt: 3_000, valueUsdt: 9_000 },
        // The same coins elsewhere are another market.
        { ...source, source: 'sandbox-b', asset: 'BTC', amount: 9, priceUsdt: 1, valueUsdt: 9 },
      );
    }
    await database.db.insert(assetSnapshots).values(rows);
  });
  afterAll(() => test?.drop());

  it("pairs each run's base and quote rows on the alert's venue, newest first, at most `limit`", async () => {
    const snapshots = await new SnapshotRepository(database.db).recent(
      { userId, web: 'sandbox-a', base: 'BTC', quote: 'USDT' },
      new Date(t0 + 40 * MINUTE),
      3,
    );
    expect(snapshots).toEqual([
      { baseTotal: 0.6, quoteTotal: 1_004, price: 60_400, takenAt: t0 + 40 * MINUTE },
      // BTC went unpriced in that run: no price, so no drop is measured against it.
      { baseTotal: 0.7, quoteTotal: 1_003, price: 0, takenAt: t0 + 30 * MINUTE },
      { baseTotal: 0.8, quoteTotal: 1_002, price: 60_200, takenAt: t0 + 20 * MINUTE },
    ]);
  });

  it('reads only runs at or before the given time, and prices a pair quoted in a coin through both USDT prices', async () => {
    const snapshots = await new SnapshotRepository(database.db).recent(
      { userId, web: 'sandbox-a', base: 'ETH', quote: 'BTC' },
      new Date(t0 + 10 * MINUTE),
      10,
    );
    expect(snapshots.map((snapshot) => snapshot.takenAt)).toEqual([t0 + 10 * MINUTE, t0]);
    expect(snapshots[0]).toMatchObject({ baseTotal: 3, quoteTotal: 0.9 });
    expect(snapshots[0]?.price).toBeCloseTo(3_000 / 60_100, 12);
  });
});
