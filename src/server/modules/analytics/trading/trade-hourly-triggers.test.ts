// The hourly trade rollup is kept by the database (migration 0011): fills, manual orders as they
// fill, settled swaps and realised profit each land in their user's, market's, bot's and UTC hour's
// row of trade_hourly, exactly, on both engines the product runs on.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestDatabase } from '../../../../../tests/support/databases.ts';
import { DEX_CHAINS } from '../../../../engine/connectors/evm/dex-chains.ts';
import type { Db } from '../../../db/database.ts';
import { dexSwaps, robotFills, robotState, robots, tradeHourly, tradeOrders, users } from '../../../db/schema/index.ts';
import { sandboxDexChain } from '../../../embedded/sandbox-dex-venue.ts';
import { RobotStore } from '../../robots/robot-store.ts';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 2, 10, 10, 0, 0);
const at = (ms: number) => new Date(ms);

describe.each(ENGINES)('trade_hourly kept by triggers on %s', (_engine, open) => {
  let test: TestDatabase;
  let db: Db;
  let users_ = 0;

  beforeAll(async () => {
    test = await open();
    db = test.database.db;
  });
  afterAll(async () => {
    await test?.drop();
  });

  async function user(): Promise<number> {
    const name = `rollup${++users_}`;
    const [row] = await db
      .insert(users)
      .values({ userName: name, email: `${name}@example.com`, passwordHash: 'x', availableUntil: at(T0 + 30 * 24 * HOUR) })
      .returning();
    return row!.id;
  }

  async function bot(userId: number, values: Partial<typeof robots.$inferInsert> = {}) {
    const [row] = await db
      .insert(robots)
      .values({ userId, kind: 'grid', web: 'sandbox-a', base: 'ETH', quote: 'USDT', params: {}, ...values })
      .returning();
    return row!;
  }

  const rollup = (userId: number) =>
    db
      .select()
      .from(tradeHourly)
      .where(eq(tradeHourly.userId, userId))
      .orderBy(asc(tradeHourly.hour), asc(tradeHourly.web), asc(tradeHourly.botId));

  /** A row as a plain picture: where, which bot, and the figures. */
  const picture = (row: typeof tradeHourly.$inferSelect) => ({
    hour: row.hour.toISOString(),
    web: row.web,
    market: `${row.base}/${row.quote}`,
    bot: row.botId,
    kind: row.kind,
    buy: [row.buyAmount, row.buyVolume],
    sell: [row.sellAmount, row.sellVolume],
    fills: row.fills,
    fees: row.fees,
    profit: row.realisedProfit,
  });

  const fill = (botId: number, values: Partial<typeof robotFills.$inferInsert>) => ({
    botId,
    clientOrderId: `c${Math.random()}`,
    slot: 'primary',
    web: 'sandbox-a',
    tag: 'grid',
    side: 'buy',
    price: 100,
    amount: 1,
    at: at(T0),
    ...values,
  });

  it('adds a batch of bot fills by hour, venue and side, fees valued in the quote', async () => {
    const userId = await user();
    const grid = await bot(userId, { kind: 'banzhuan', secondWeb: 'sandbox-b' });
    await db.insert(robotFills).values([
      fill(grid.id, { side: 'buy', price: 100, amount: 2, fee: 0.5, feeAsset: 'USDT', at: at(T0 + 60_000) }),
      fill(grid.id, { side: 'buy', price: 120, amount: 1, fee: 0.25, feeAsset: 'ETH', at: at(T0 + 59 * 60_000) }),
      fill(grid.id, { side: 'sell', price: 110, amount: 0.5, fee: 3, feeAsset: 'BNB', at: at(T0 + 30 * 60_000) }),
      // The arbitrage leg on the second venue, in the next hour; no fee reported.
      fill(grid.id, { slot: 'second', web: 'sandbox-b', side: 'sell', price: 130, amount: 1, at: at(T0 + HOUR) }),
    ]);
    // A later statement adds into the same hour's row.
    await db
      .insert(robotFills)
      .values(fill(grid.id, { side: 'sell', price: 140, amount: 0.5, fee: 0.5, feeAsset: 'USDT', at: at(T0 + 1000) }));

    expect((await rollup(userId)).map(picture)).toEqual([
      {
        hour: '2026-03-10T10:00:00.000Z',
        web: 'sandbox-a',
        market: 'ETH/USDT',
        bot: grid.id,
        kind: 'banzhuan',
        buy: [3, 320],
        sell: [1, 125],
        fills: 4,
        // 0.5 USDT + 0.25 ETH at 120 + BNB (not valued) + 0.5 USDT
        fees: 31,
        profit: 0,
      },
      {
        hour: '2026-03-10T11:00:00.000Z',
        web: 'sandbox-b',
        market: 'ETH/USDT',
        bot: grid.id,
        kind: 'banzhuan',
        buy: [0, 0],
        sell: [1, 130],
        fills: 1,
        fees: 0,
        profit: 0,
      },
    ]);
  });

  it('cuts hours in UTC whatever the session time zone', async () => {
    const userId = await user();
    const grid = await bot(userId);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Kolkata'`);
      await tx.insert(robotFills).values(fill(grid.id, { at: at(T0 + 45 * 60_000) }));
    });
    expect((await rollup(userId)).map((row) => row.hour.toISOString())).toEqual(['2026-03-10T10:00:00.000Z']);
  });

  it('counts a manual order as it fills: each rise of filled is a fill, priced by the average it moved', async () => {
    const userId = await user();
    const order = {
      clientOrderId: `m-${userId}`,
      userId,
      web: 'sandbox-a',
      base: 'BTC',
      quote: 'USDT',
      side: 'buy',
      type: 'limit',
      price: 102,
      amount: 1,
      status: 'pending',
      createdAt: at(T0),
      updatedAt: at(T0),
    };
    await db.insert(tradeOrders).values(order);
    expect(await rollup(userId)).toEqual([]);

    const byId = eq(tradeOrders.clientOrderId, order.clientOrderId);
    await db
      .update(tradeOrders)
      .set({ status: 'open', filled: 0.25, average: 100, updatedAt: at(T0 + 1000) })
      .where(byId);
    await db
      .update(tradeOrders)
      .set({ filled: 1, average: 101, status: 'closed', updatedAt: at(T0 + 2000) })
      .where(byId);
    // A write that fills nothing more is no fill.
    await db
      .update(tradeOrders)
      .set({ status: 'closed', updatedAt: at(T0 + 3000) })
      .where(byId);
    // An order first seen already filled (recorded from the venue's answer) counts as it is inserted.
    await db.insert(tradeOrders).values({
      ...order,
      clientOrderId: `m2-${userId}`,
      side: 'sell',
      filled: 0.5,
      average: 104,
      status: 'closed',
      updatedAt: at(T0 + 2 * HOUR),
    });

    const rows = (await rollup(userId)).map(picture);
    expect(rows).toEqual([
      expect.objectContaining({ hour: '2026-03-10T10:00:00.000Z', market: 'BTC/USDT', bot: 0, kind: '', fills: 2, sell: [0, 0] }),
      expect.objectContaining({ hour: '2026-03-10T12:00:00.000Z', bot: 0, buy: [0, 0], sell: [0.5, 52], fills: 1 }),
    ]);
    // 0.25 at 100, then 0.75 at what brought the average to 101: 101 in all.
    expect(rows[0]!.buy[0]).toBe(1);
    expect(rows[0]!.buy[1]).toBeCloseTo(101, 9);
  });

  it('counts a swap once, when it settles as done, with gas as a fee only in the chain coin', async () => {
    const userId = await user();
    const dexBot = await bot(userId, { kind: 'shua_dex', web: 'pancakeswap', base: 'CAKE', quote: 'BNB' });
    const swap = (step: number, values: Partial<typeof dexSwaps.$inferInsert>) => ({
      userId,
      source: 'bot',
      robotId: dexBot.id,
      step,
      chain: 'BSC',
      web: 'pancakeswap',
      base: 'CAKE',
      quote: 'BNB',
      walletAddress: '0xabc',
      side: 'buy',
      requested: 1,
      createdAt: at(T0),
      ...values,
    });
    await db
      .insert(dexSwaps)
      .values([
        swap(1, {}),
        swap(2, { side: 'sell' }),
        swap(3, {}),
        swap(4, { tag: 'nft:list:7' }),
        swap(5, { source: 'batch', robotId: null, taskId: null, base: 'CAKE', quote: 'USDT', web: 'pancakeswap' }),
      ]);
    expect(await rollup(userId)).toEqual([]);

    const settle = (step: number, values: Partial<typeof dexSwaps.$inferInsert>) =>
      db
        .update(dexSwaps)
        .set({ status: 'done', settledAt: at(T0 + 5 * 60_000), ...values })
        .where(and(eq(dexSwaps.userId, userId), eq(dexSwaps.step, step)));
    await settle(1, { baseAmount: 10, quoteAmount: 0.5, price: 0.05, gasFee: 0.001 });
    await settle(2, { baseAmount: 4, quoteAmount: 0.25, price: 0.0625, gasFee: 0.002 });
    await settle(3, { status: 'failed', reason: 'slippage', gasFee: 0.001 });
    await settle(4, { baseAmount: 0, quoteAmount: 0, gasFee: 0.004 });
    await settle(5, { baseAmount: 2, quoteAmount: 5, price: 2.5, gasFee: 0.001 });
    // A second write to a settled swap (its hash, say) does not count it again.
    await settle(1, { hash: '0xfeed' });

    expect((await rollup(userId)).map(picture)).toEqual([
      {
        hour: '2026-03-10T10:00:00.000Z',
        web: 'pancakeswap',
        market: 'CAKE/USDT',
        bot: 0,
        kind: '',
        buy: [2, 5],
        sell: [0, 0],
        fills: 1,
        fees: 0,
        profit: 0,
      },
      {
        hour: '2026-03-10T10:00:00.000Z',
        web: 'pancakeswap',
        market: 'CAKE/BNB',
        bot: dexBot.id,
        kind: 'shua_dex',
        buy: [10, 0.5],
        sell: [4, 0.25],
        fills: 2,
        fees: 0.003,
        profit: 0,
      },
    ]);
  });

  it('books a change of realised profit at the hour the runner reported it, and a reset books nothing', async () => {
    const userId = await user();
    const grid = await bot(userId, { updatedAt: at(T0) });
    const store = new RobotStore(db);
    const report = (profit: number, when: number) =>
      store.writeBatch({
        states: [],
        orders: [],
        fills: [],
        logs: [],
        progress: [{ botId: grid.id, orders: 1, volume: 10, realisedProfit: profit, at: when }],
      });

    await report(5, T0 + 10 * 60_000);
    await report(7.5, T0 + 3 * HOUR + 1);
    // A write without a new profit (orders and volume only, a status change) books nothing.
    await store.writeBatch({ states: [], orders: [], fills: [], logs: [], progress: [{ botId: grid.id, orders: 2, volume: 5 }] });
    await store.setStatus(grid.id, 'stopped');
    expect((await rollup(userId)).map((row) => [row.hour.toISOString(), row.realisedProfit, row.fills])).toEqual([
      ['2026-03-10T10:00:00.000Z', 5, 0],
      ['2026-03-10T13:00:00.000Z', 2.5, 0],
    ]);

    // Saved with new parameters: its state is cleared and its profit counts from 0 again.
    await store.saveState(grid.id, { profit: 7.5 });
    await db.delete(robotState).where(eq(robotState.botId, grid.id));
    expect((await db.select().from(robots).where(eq(robots.id, grid.id)))[0]!.realisedProfit).toBeNull();
    await report(0.5, T0 + 4 * HOUR);
    expect((await rollup(userId)).map((row) => row.realisedProfit)).toEqual([5, 2.5, 0.5]);
  });

  it('keeps a deleted bot history', async () => {
    const userId = await user();
    const grid = await bot(userId);
    await new RobotStore(db).saveState(grid.id, { profit: 1 });
    await db.insert(robotFills).values(fill(grid.id, {}));
    await db
      .update(robots)
      .set({ realisedProfit: 1, updatedAt: at(T0) })
      .where(eq(robots.id, grid.id));
    await db.delete(robots).where(eq(robots.id, grid.id));
    expect((await rollup(userId)).map((row) => [row.botId, row.kind, row.fills, row.realisedProfit])).toEqual([[grid.id, 'grid', 1, 1]]);
  });

  it('knows the coin of every DEX chain the product trades on', async () => {
    // The embedded sandbox chain as start-up describes it (its addresses play no part here).
    const sandbox = sandboxDexChain({ chainId: 0, rpcUrl: '', contracts: { tokens: { WBNB: '0x0' } } } as unknown as Parameters<
      typeof sandboxDexChain
    >[0]);
    for (const { key, nativeSymbol: coin } of [...DEX_CHAINS, sandbox]) {
      const [row] = await db.select({ coin: sql<string>`dex_chain_coin(${key})` }).from(sql`(select 1) as one`);
      expect([key, row?.coin]).toEqual([key, coin]);
    }
  });
});
