// /data's overview on a real database (in-memory PGlite, the rollup kept by its triggers): days cut
// at the reader's midnight with every quiet day present, one market in its quote, the total in USDT
// with other quotes valued at the user's latest snapshot price, today by bot, the traded markets.
import { UsdtPricer } from '../assets/usdt-pricer.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DEX_VENUES } from '../../../../engine/connectors/evm/dex-venues.ts';
import { getDataOverview } from '../../../../shared/contracts/data/index.ts';
import { type Database, openDatabase } from '../../../db/database.ts';
import { assetSnapshots, dexSwaps, robotFills, robots, tradeOrders, users } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../http/call-registry.ts';
import { translatorFor } from '../../../i18n.ts';
import { createVenueServices, type VenueServices } from '../../../venues/venue-services.ts';
import { getDataOverviewCall } from './get-data-overview.ts';
import { tradingRepository } from './trading-repository.ts';

const HOUR = 3_600_000;
/** 11:00 on 10 March for the reader in UTC+8 (03:00 UTC). */
const NOW = Date.UTC(2026, 2, 10, 3);
const OFFSET = 480;
const utc = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 2, day, hour, minute));

let database: Database;
let venues: VenueServices;
let reader: number;
let stranger: number;
let grid: number;
let dexBot: number;

async function user(name: string): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ userName: name, email: `${name}@example.com`, passwordHash: 'x', availableUntil: new Date(NOW + 30 * 24 * HOUR) })
    .returning({ id: users.id });
  return row!.id;
}

async function bot(userId: number, values: Pick<typeof robots.$inferInsert, 'kind' | 'web' | 'base' | 'quote'>): Promise<number> {
  const [row] = await database.db
    .insert(robots)
    .values({ userId, params: {}, ...values })
    .returning({ id: robots.id });
  return row!.id;
}

const fill = (botId: number, side: 'buy' | 'sell', amount: number, price: number, at: Date) => ({
  botId,
  clientOrderId: `c-${at.getTime()}-${side}`,
  slot: 'primary',
  web: 'sandbox-a',
  tag: 'grid',
  side,
  price,
  amount,
  at,
});

beforeAll(async () => {
  database = await openDatabase({});
  venues = createVenueServices({ includeCcxt: false });
  venues.registry.register({
    id: 'sandbox-a',
    name: 'Sandbox A',
    ccxtClass: 'binance',
    marketKinds: ['spot'],
    credentials: [],
    defaultPair: { base: 'ETH', quote: 'USDT' },
  });
  venues.dex.register(PUBLIC_DEX_VENUES.find((venue) => venue.id === 'pancakeswap')!);
  const db = database.db;
  reader = await user('reader01');
  stranger = await user('stranger01');
  grid = await bot(reader, { kind: 'grid', web: 'sandbox-a', base: 'ETH', quote: 'USDT' });
  dexBot = await bot(reader, { kind: 'shua_dex', web: 'pancakeswap', base: 'CAKE', quote: 'BNB' });
  const strangerBot = await bot(stranger, { kind: 'grid', web: 'sandbox-a', base: 'ETH', quote: 'USDT' });

  await db.insert(robotFills).values([
    // 23:00 on 3 March for the reader: inside 15 days, outside 7.
    fill(grid, 'buy', 4, 80, utc(3, 15)),
    // 18:00 on 4 March, the first of the last 7 days.
    fill(grid, 'sell', 0.5, 90, utc(4, 10)),
    // 23:30 on 9 March: yesterday, though already the 16:00 UTC hour's neighbour.
    fill(grid, 'buy', 1, 100, utc(9, 15, 30)),
    // 00:10 and 10:00 on 10 March: today.
    fill(grid, 'sell', 1, 110, utc(9, 16, 10)),
    fill(grid, 'buy', 2, 105, utc(10, 2)),
    fill(strangerBot, 'buy', 100, 100, utc(10, 2)),
  ]);
  await db
    .update(robots)
    .set({ realisedProfit: 5, updatedAt: utc(10, 1) })
    .where(eq(robots.id, grid));
  await db.insert(dexSwaps).values({
    userId: reader,
    source: 'bot',
    robotId: dexBot,
    step: 1,
    chain: 'BSC',
    web: 'pancakeswap',
    base: 'CAKE',
    quote: 'BNB',
    walletAddress: '0xabc',
    side: 'buy',
    requested: 0.5,
    status: 'done',
    baseAmount: 10,
    quoteAmount: 0.5,
    price: 0.05,
    gasFee: 0.001,
    createdAt: utc(10, 0, 30),
    settledAt: utc(10, 0, 30),
  });
  await db.insert(tradeOrders).values({
    clientOrderId: 'manual-1',
    userId: reader,
    web: 'sandbox-a',
    base: 'BTC',
    quote: 'USDT',
    side: 'buy',
    type: 'limit',
    price: 50_000,
    amount: 0.1,
    filled: 0.1,
    average: 50_000,
    status: 'closed',
    createdAt: utc(9, 20),
    updatedAt: utc(9, 20),
  });
  const snapshot = (userId: number, takenAt: number, price: number) => ({
    userId,
    takenAt: new Date(takenAt),
    sourceType: 'dex',
    source: 'BSC',
    asset: 'BNB',
    amount: 1,
    priceUsdt: price,
    valueUsdt: price,
  });
  await db
    .insert(assetSnapshots)
    .values([snapshot(reader, NOW - 2 * HOUR, 500), snapshot(reader, NOW - 30 * 60_000, 600), snapshot(stranger, NOW, 1)]);
});

afterAll(async () => {
  venues?.close();
  await database?.close();
});

async function overview(userId: number, request: Record<string, unknown>) {
  const ctx = { user: { userId, account: 'reader01', sessionId: 's' }, t: translatorFor('en'), language: 'en' } as unknown as CallContext;
  const call = getDataOverviewCall({ venues, now: () => NOW }, tradingRepository(database.db), new UsdtPricer(venues, () => NOW));
  return getDataOverview.response.parse(await call.handle(getDataOverview.request.parse({ utc_offset: OFFSET, ...request }), ctx));
}

const zero = { buy_amount: 0, buy_volume: 0, sell_amount: 0, sell_volume: 0, fills: 0, fees: 0, realised_profit: 0 };

describe('the /data overview', () => {
  it('shows one market in its quote, day by day at the reader midnight, quiet days as zeros', async () => {
    const view = await overview(reader, { web: 'sandbox-a', yenUnit1: 'ETH', yenUnit2: 'USDT', days: 7 });
    expect(view.unit).toBe('USDT');
    expect(view.daily.map((day) => day.day)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(view.daily[0]).toEqual({ day: '2026-03-04', ...zero, sell_amount: 0.5, sell_volume: 45, fills: 1 });
    expect(view.daily.slice(1, 5)).toEqual(['05', '06', '07', '08'].map((day) => ({ day: `2026-03-${day}`, ...zero })));
    expect(view.daily[5]).toEqual({ day: '2026-03-09', ...zero, buy_amount: 1, buy_volume: 100, fills: 1 });
    expect(view.today).toEqual({ ...zero, buy_amount: 2, buy_volume: 210, sell_amount: 1, sell_volume: 110, fills: 2, realised_profit: 5 });
    expect(view.window).toEqual({
      buy_amount: 3,
      buy_volume: 310,
      sell_amount: 1.5,
      sell_volume: 155,
      fills: 4,
      fees: 0,
      realised_profit: 5,
    });
    expect(view.today_by_bot).toEqual([
      { ...view.today, bot_id: grid, kind: 'grid', web: 'sandbox-a', yenUnit1: 'ETH', yenUnit2: 'USDT', market_kind: 'spot' },
    ]);
  });

  it('adds every market into a USDT total, another quote at the latest snapshot price', async () => {
    const view = await overview(reader, { days: 15 });
    expect(view.unit).toBe('USDT');
    expect(view.daily).toHaveLength(15);
    expect(view.daily[0]!.day).toBe('2026-02-24');
    // Today: the grid's 210 + 110, the DEX bot's 0.5 BNB at 600, the manual 0.1 BTC at 50,000.
    expect(view.today.buy_volume).toBeCloseTo(210 + 0.5 * 600 + 5_000, 9);
    expect(view.today.sell_volume).toBe(110);
    expect(view.today.fills).toBe(4);
    expect(view.today.fees).toBeCloseTo(0.001 * 600, 12);
    expect(view.today.realised_profit).toBe(5);
    expect(view.window.buy_volume).toBeCloseTo(320 + 100 + 210 + 300 + 5_000, 9);
    expect(view.window.fills).toBe(7);
    expect(view.today_by_bot.map((row) => [row.bot_id, row.kind, row.yenUnit1, row.buy_volume + row.sell_volume])).toEqual([
      [0, '', 'BTC', 5_000],
      [grid, 'grid', 'ETH', 320],
      [dexBot, 'shua_dex', 'CAKE', 300],
    ]);
    expect(view.markets).toEqual([
      { web: 'pancakeswap', web_name: 'PancakeSwap V2', yenUnit1: 'CAKE', yenUnit2: 'BNB' },
      { web: 'sandbox-a', web_name: 'Sandbox A', yenUnit1: 'BTC', yenUnit2: 'USDT' },
      { web: 'sandbox-a', web_name: 'Sandbox A', yenUnit1: 'ETH', yenUnit2: 'USDT' },
    ]);
  });

  it('keeps a market with another quote in that quote', async () => {
    const view = await overview(reader, { web: 'pancakeswap', yenUnit1: 'CAKE', yenUnit2: 'BNB' });
    expect(view.unit).toBe('BNB');
    expect(view.today).toEqual({ ...zero, buy_amount: 10, buy_volume: 0.5, fills: 1, fees: 0.001 });
  });

  it("shows a user nothing of another user's trading", async () => {
    const view = await overview(stranger, { days: 30 });
    expect(view.window).toEqual({ ...zero, buy_amount: 100, buy_volume: 10_000, fills: 1 });
    expect(view.markets).toEqual([{ web: 'sandbox-a', web_name: 'Sandbox A', yenUnit1: 'ETH', yenUnit2: 'USDT' }]);
  });
});
