// /data tells a perpetual's trading from spot on the same pair (a real database, in-memory PGlite,
// the rollup kept by its triggers): a futures bot's fills and its realised P&L (what its closing
// fills realised against the position's entry) and manual futures orders count as futures, the
// spot grid's and manual spot orders as spot; the totals are their sum, and each bot row says which.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDataOverview } from '../../../../shared/contracts/data/index.ts';
import { type Database, openDatabase } from '../../../db/database.ts';
import { robotFills, robots, tradeOrders, users } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../http/call-registry.ts';
import { translatorFor } from '../../../i18n.ts';
import { createVenueServices, type VenueServices } from '../../../venues/venue-services.ts';
import { UsdtPricer } from '../assets/usdt-pricer.ts';
import { getDataOverviewCall } from './get-data-overview.ts';
import { tradingRepository } from './trading-repository.ts';

const NOW = Date.UTC(2026, 2, 10, 3);
const TODAY = new Date(NOW - 60 * 60_000);
const PAIR = { web: 'sandbox-a', base: 'BTC', quote: 'USDT' };

let database: Database;
let venues: VenueServices;
let reader: number;
let grid: number;
let follow: number;

const fill = (botId: number, side: 'buy' | 'sell', amount: number, price: number, more: Partial<typeof robotFills.$inferInsert> = {}) => ({
  botId,
  clientOrderId: `c-${botId}-${side}-${price}`,
  slot: 'primary',
  web: PAIR.web,
  tag: 'move',
  side,
  price,
  amount,
  at: TODAY,
  ...more,
});

const manual = (id: string, marketKind: 'spot' | 'swap', amount: number, price: number) => ({
  clientOrderId: id,
  userId: reader,
  ...PAIR,
  marketKind,
  side: 'buy',
  type: 'limit',
  price,
  amount,
  filled: amount,
  average: price,
  status: 'closed',
  createdAt: TODAY,
  updatedAt: TODAY,
});

beforeAll(async () => {
  database = await openDatabase({});
  venues = createVenueServices({ includeCcxt: false });
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({ userName: 'reader01', email: 'reader01@example.com', passwordHash: 'x', availableUntil: new Date(NOW + 86_400_000) })
    .returning({ id: users.id });
  reader = user!.id;
  const bot = async (kind: string, marketKind: 'spot' | 'swap') =>
    (
      await db
        .insert(robots)
        .values({ userId: reader, kind, marketKind, params: {}, ...PAIR })
        .returning({ id: robots.id })
    )[0]!.id;
  grid = await bot('grid', 'spot');
  follow = await bot('real_genpan_quick', 'swap');
  await db.insert(robotFills).values([
    fill(grid, 'buy', 1, 100),
    fill(grid, 'sell', 1, 110),
    // The futures bot opens a long of 2 at 100 and closes half of it at 120: 20 realised.
    fill(follow, 'buy', 2, 100, { realisedPnl: 0, fee: 0.1, feeAsset: 'USDT' }),
    fill(follow, 'sell', 1, 120, { realisedPnl: 20 }),
  ]);
  await db.update(robots).set({ realisedProfit: 5, updatedAt: TODAY }).where(eq(robots.id, grid));
  await db.insert(tradeOrders).values([manual('manual-spot', 'spot', 0.1, 100), manual('manual-perp', 'swap', 0.5, 100)]);
});

afterAll(async () => {
  venues?.close();
  await database?.close();
});

async function overview(request: Record<string, unknown>) {
  const ctx = {
    user: { userId: reader, account: 'reader01', sessionId: 's' },
    t: translatorFor('en'),
    language: 'en',
  } as unknown as CallContext;
  const call = getDataOverviewCall({ venues, now: () => NOW }, tradingRepository(database.db), new UsdtPricer(venues, () => NOW));
  return getDataOverview.response.parse(await call.handle(getDataOverview.request.parse({ utc_offset: 0, ...request }), ctx));
}

describe('/data with a futures bot beside a spot grid on one pair', () => {
  it('counts the futures fills apart from spot, each with its own realised P&L', async () => {
    const view = await overview({ web: PAIR.web, yenUnit1: PAIR.base, yenUnit2: PAIR.quote, days: 7 });
    const { spot, futures } = view.by_market_kind;
    expect(futures.window).toEqual({
      buy_amount: 2.5,
      buy_volume: 250,
      sell_amount: 1,
      sell_volume: 120,
      fills: 3,
      fees: 0.1,
      realised_profit: 20,
    });
    expect(spot.window).toEqual({
      buy_amount: 1.1,
      buy_volume: 110,
      sell_amount: 1,
      sell_volume: 110,
      fills: 3,
      fees: 0,
      realised_profit: 5,
    });
    expect(futures.today).toEqual(futures.window);
    expect(spot.today).toEqual(spot.window);
    // The pair's figures are both together.
    expect(view.window.fills).toBe(6);
    expect(view.window.realised_profit).toBe(25);
  });

  it('says of each bot row, manual trading included, whether it is spot or futures', async () => {
    const view = await overview({ days: 7 });
    const rows = view.today_by_bot.map((row) => [row.bot_id, row.market_kind, row.fills, row.realised_profit]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [grid, 'spot', 2, 5],
        [follow, 'futures', 2, 20],
        [0, 'spot', 1, 0],
        [0, 'futures', 1, 0],
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(view.by_market_kind.futures.window.realised_profit).toBe(20);
  });
});
