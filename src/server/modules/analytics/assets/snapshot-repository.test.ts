// The snapshot queries /data and /property read, on both engines the product runs on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestDatabase } from '../../../../../tests/support/databases.ts';
import { users } from '../../../db/schema/index.ts';
import { type NewSnapshotRow, type SnapshotRepository, snapshotRepository } from './snapshot-repository.ts';

const MINUTE = 60_000;
const t0 = Date.parse('2026-05-01T00:00:00Z');

describe.each(ENGINES)('snapshot queries on %s', (_engine, open) => {
  let test: TestDatabase;
  let snapshots: SnapshotRepository;
  let userId: number;

  /** A run: USDT on sandbox-a and BNB in the sandbox chain's wallets, the total growing by 10 a run. */
  const run = (minutes: number, bnbPrice = 600): NewSnapshotRow[] => {
    const takenAt = new Date(t0 + minutes * MINUTE);
    return [
      {
        userId,
        takenAt,
        sourceType: 'cex',
        source: 'sandbox-a',
        asset: 'USDT',
        amount: 1_000 + minutes,
        priceUsdt: 1,
        valueUsdt: 1_000 + minutes,
      },
      { userId, takenAt, sourceType: 'dex', source: 'SANDBOX', asset: 'BNB', amount: 1, priceUsdt: bnbPrice, valueUsdt: bnbPrice },
      { userId, takenAt, sourceType: 'dex', source: 'SANDBOX', asset: 'NOPRICE', amount: 5, priceUsdt: null, valueUsdt: 0 },
    ];
  };

  beforeAll(async () => {
    test = await open();
    const { db } = test.database;
    snapshots = snapshotRepository(db);
    const [user] = await db
      .insert(users)
      .values({
        userName: 'snapshots01',
        email: 'snapshots01@example.com',
        passwordHash: 'x',
        availableUntil: new Date(Date.now() + 86_400_000),
      })
      .returning();
    userId = user!.id;
    // Every 10 minutes for two hours and a bit.
    await snapshots.insert([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130].flatMap((minutes) => run(minutes, 600 + minutes)));
  });
  afterAll(() => test?.drop());

  it("finds the user's latest snapshot and its rows", async () => {
    const latest = await snapshots.latestTakenAt(userId);
    expect(latest?.getTime()).toBe(t0 + 130 * MINUTE);
    expect((await snapshots.rowsAt(userId, latest!)).map((row) => row.asset).sort()).toEqual(['BNB', 'NOPRICE', 'USDT']);
    expect(await snapshots.latestTakenAt(userId + 1)).toBeNull();
  });

  it("gives one trend point per hour, the hour's last snapshot", async () => {
    const trend = await snapshots.hourlyTotals(userId, new Date(t0));
    const total = (minutes: number) => 1_000 + minutes + 600 + minutes;
    expect(trend).toEqual([
      { at: t0 + 50 * MINUTE, valueUsdt: total(50) },
      { at: t0 + 110 * MINUTE, valueUsdt: total(110) },
      { at: t0 + 130 * MINUTE, valueUsdt: total(130) },
    ]);
    expect(await snapshots.hourlyTotals(userId, new Date(t0 + 115 * MINUTE))).toEqual([{ at: t0 + 130 * MINUTE, valueUsdt: total(130) }]);
  });

  it("spans a range's first and last snapshot and sums each source's value at given times", async () => {
    const span = await snapshots.span(userId, new Date(t0 + 5 * MINUTE), new Date(t0 + 60 * MINUTE));
    expect(span).toEqual({ first: new Date(t0 + 10 * MINUTE), last: new Date(t0 + 50 * MINUTE) });
    expect(await snapshots.span(userId, new Date(t0 + 131 * MINUTE), new Date(t0 + 200 * MINUTE))).toBeNull();
    const values = await snapshots.sourceValuesAt(userId, [span!.first, span!.last]);
    expect(values).toEqual(
      expect.arrayContaining([
        { takenAt: t0 + 10 * MINUTE, sourceType: 'cex', source: 'sandbox-a', valueUsdt: 1_010 },
        { takenAt: t0 + 10 * MINUTE, sourceType: 'dex', source: 'SANDBOX', valueUsdt: 610 },
        { takenAt: t0 + 50 * MINUTE, sourceType: 'cex', source: 'sandbox-a', valueUsdt: 1_050 },
        { takenAt: t0 + 50 * MINUTE, sourceType: 'dex', source: 'SANDBOX', valueUsdt: 650 },
      ]),
    );
    expect(values).toHaveLength(4);
  });

  it('reads the prices a snapshot used, and the last price of an asset before a moment', async () => {
    const prices = await snapshots.pricesAt(userId, new Date(t0 + 30 * MINUTE));
    expect(prices).toEqual(
      expect.arrayContaining([
        { sourceType: 'cex', source: 'sandbox-a', asset: 'USDT', priceUsdt: 1 },
        { sourceType: 'dex', source: 'SANDBOX', asset: 'BNB', priceUsdt: 630 },
      ]),
    );
    expect(prices).toHaveLength(2);
    expect(await snapshots.priceAtOrBefore(userId, 'dex', 'SANDBOX', 'BNB', new Date(t0 + 45 * MINUTE))).toBe(640);
    expect(await snapshots.priceAtOrBefore(userId, 'dex', 'SANDBOX', 'BNB', new Date(t0 - MINUTE))).toBeNull();
    expect(await snapshots.priceAtOrBefore(userId, 'dex', 'SANDBOX', 'NOPRICE', new Date(t0 + 45 * MINUTE))).toBeNull();
  });
});
