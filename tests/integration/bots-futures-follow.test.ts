// The futures bot (bots.md: Quick Follow "also the futures bot") over real HTTP on the embedded
// server: Quick Follow on Sandbox A's perpetual follows Sandbox A's own spot price times a ratio,
// buying from the venue until the perpetual trades 1% above its index, sized from the futures
// wallet (never a position beyond the wallet's equity); stopping it cancels what it left; /data counts
// its fills as futures, apart from spot. Only Quick Follow runs on a futures market, and the plans say
// where: the futures plan on futures markets only, Pro on spot only, each within its markets at once.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { robotFills, robotOrders, users } from '../../src/server/db/schema/index.ts';
import { CODE } from '../../src/shared/protocol/response-codes.ts';
import { expectCode } from '../support/accounts.ts';
import { fileExchangeServer } from '../support/exchange-server.ts';
import type { CallResult } from '../support/start-test-server.ts';

interface Robot {
  id: number;
  web_type: number;
  yenUnit1: string;
  yenUnit2: string;
  status: string;
  status_reason: { key: string; text: string } | null;
}
interface KindFigures {
  fills: number;
  buy_volume: number;
  sell_volume: number;
  realised_profit: number;
}
interface DataOverview {
  by_market_kind: Record<'spot' | 'futures', { today: KindFigures; window: KindFigures }>;
  today_by_bot: Array<{ bot_id: number; market_kind: string; fills: number }>;
}
interface Position {
  web: string;
  yenUnit1: string;
  side: 'long' | 'short';
  size: number;
  mark_price: number | null;
}

const server = fileExchangeServer();

const call = <T>(path: string, payload: unknown): Promise<CallResult<T>> => server.demo.call<T>(path, payload);
const FUTURES = { web: 'sandbox-a', web_type: 3, yenUnit1: 'BTC', yenUnit2: 'USDT' } as const;

async function setPlan(level: string, testAccount: boolean): Promise<void> {
  await server.runtime.database.db
    .update(users)
    .set({ level, type: testAccount ? 1 : 0, availableUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.userName, 'demo01'));
}

/** The perpetual's mark and index as the venue publishes them. */
async function premiumIndex(): Promise<{ mark: number; index: number }> {
  const base = server.runtime.venues.registry.get('sandbox-a')!.apiUrls!.fapiPublic!;
  const answer = (await (await fetch(`${base}/premiumIndex?symbol=BTCUSDT`)).json()) as { markPrice: string; indexPrice: string };
  return { mark: Number(answer.markPrice), index: Number(answer.indexPrice) };
}

/** The Quick Follow that traded the perpetual, for /data's view of its fills after it. */
let perpetualBot = 0;

const save = (kind: string, params: Record<string, unknown>, market: Record<string, unknown> = FUTURES) =>
  call<{ robot: Robot }>('/Api/Robot/save_robot', { ...market, kind, params });
const start = (id: number) => call<{ robot: Robot }>('/Api/Robot/start_robot', { id, legal_confirmed: true });
const stop = (id: number) => call<{ robot: Robot }>('/Api/Robot/stop_robot', { id });

it('only Quick Follow is saved on a futures market', async () => {
  const grid = await save('grid', { lower_price: 1, upper_price: 1_000_000, grid_count: 4, order_amount: 0.001, interval_seconds: 5 });
  expect(grid.code).toBe(CODE.invalidParams);
  expect(grid.msg).toBe(
    "This bot runs on spot markets (only Quick Follow also runs on futures): choose the exchange's spot market for this pair.",
  );
  // On spot a Quick Follow still needs another exchange to follow.
  const spot = await save('real_genpan_quick', { reference_web: 'sandbox-a', order_amount: 0.001 }, { ...FUTURES, web_type: 0 });
  expect(spot.code).toBe(CODE.invalidParams);
});

it('Quick Follow on the perpetual lifts it to the spot price × 1.01 from the futures wallet, and stops clean', {
  timeout: 180_000,
}, async () => {
  await setPlan('futures', false);
  const saved = expectCode(
    await save('real_genpan_quick', { reference_web: 'sandbox-a', price_ratio: 1.01, order_amount: 0.004, max_step_percent: 0.5 }),
    1000,
  ).data.robot;
  expect(saved).toMatchObject({ web_type: 3, yenUnit1: 'BTC', yenUnit2: 'USDT' });
  perpetualBot = saved.id;
  // Listed with the perpetual's bots, not with the spot market's.
  const listed = async (web_type: number) =>
    expectCode(await call<{ list: Robot[] }>('/Api/Robot/get_robot_list', { ...FUTURES, web_type }), 1000).data.list.map((r) => r.id);
  expect(await listed(3)).toContain(saved.id);
  expect(await listed(0)).not.toContain(saved.id);
  const before = await premiumIndex();
  expect(Math.abs(before.mark / before.index - 1)).toBeLessThan(0.002);

  expectCode(await start(saved.id), 1000);
  // Within the follow tolerance (0.1%) of index × 1.01; the index itself moves meanwhile.
  const deadline = Date.now() + 120_000;
  let now = before;
  while (now.mark / now.index < 1.0085) {
    if (Date.now() > deadline) throw new Error(`the perpetual did not reach 1% above its index: ${JSON.stringify(now)}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    now = await premiumIndex();
  }
  const positions = expectCode(await call<{ list: Position[] }>('/Api/wallet/future_position_management', { web: 'sandbox-a' }), 1000).data
    .list;
  const long = positions.find((position) => position.yenUnit1 === 'BTC' && position.side === 'long');
  expect(long?.size).toBeGreaterThan(0);
  // Sized as if at 1× leverage: the position's value stays within the 10,000 USDT wallet.
  expect(long!.size * long!.mark_price!).toBeLessThanOrEqual(10_000);
  // The bot's orders went to the perpetual, none to the spot market of the pair.
  const orders = await server.runtime.database.db.select().from(robotOrders).where(eq(robotOrders.botId, saved.id));
  expect(orders.length).toBeGreaterThan(0);
  expect(new Set(orders.map((order) => order.symbol))).toEqual(new Set(['BTC/USDT:USDT']));

  const stopped = expectCode(await stop(saved.id), 1000).data.robot;
  expect(stopped.status).toBe('stopped');
  const resting = await server.runtime.database.db.select().from(robotOrders).where(eq(robotOrders.botId, saved.id));
  expect(resting.filter((order) => order.status === 'open')).toEqual([]);
});

it("/data counts the futures bot's fills as futures, apart from spot, with what they realised", async () => {
  const fills = await server.runtime.database.db.select().from(robotFills).where(eq(robotFills.botId, perpetualBot));
  expect(fills.length).toBeGreaterThan(0);
  // Its buys added to its long and realised 0 against the position's entry; a sell (the index fell
  // back while it followed) realised against that entry. None is unknown.
  const buys = fills.filter((fill) => fill.side === 'buy');
  const sells = fills.filter((fill) => fill.side === 'sell');
  expect(buys.length).toBeGreaterThan(0);
  expect(buys.map((fill) => fill.realisedPnl)).toEqual(buys.map(() => 0));
  expect(fills.filter((fill) => fill.realisedPnl === null)).toEqual([]);
  // Each paid the perpetual's commission in USDT, read from the venue's trade list.
  expect(fills.map((fill) => [fill.feeAsset, (fill.fee ?? 0) > 0])).toEqual(fills.map(() => ['USDT', true]));
  const volume = (list: typeof fills) => list.reduce((sum, fill) => sum + fill.amount * fill.price, 0);
  const overview = expectCode(
    await call<DataOverview>('/Api/Data/get_data_overview', {
      web: 'sandbox-a',
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
      days: 7,
      utc_offset: 0,
    }),
    1000,
  ).data;
  expect(overview.by_market_kind.futures.window.fills).toBe(fills.length);
  expect(overview.by_market_kind.futures.window.buy_volume).toBeCloseTo(volume(buys), 6);
  expect(overview.by_market_kind.futures.window.sell_volume).toBeCloseTo(volume(sells), 6);
  expect(overview.by_market_kind.futures.window.realised_profit).toBeCloseTo(
    fills.reduce((sum, fill) => sum + fill.realisedPnl!, 0),
    4,
  );
  const rows = overview.today_by_bot.filter((row) => row.bot_id === perpetualBot);
  expect(rows.map((row) => [row.market_kind, row.fills])).toEqual([['futures', fills.length]]);
});

it('the futures plan runs Quick Follow on futures markets only, Pro on spot only', { timeout: 60_000 }, async () => {
  await setPlan('futures', false);
  const onSpot = expectCode(
    await save('real_genpan_quick', { reference_web: 'sandbox-b', order_amount: 0.001 }, { ...FUTURES, web_type: 0 }),
    1000,
  ).data.robot;
  expect((await start(onSpot.id)).code).toBe(CODE.botNotInPlan);

  await setPlan('flagship', false);
  const onFutures = expectCode(await save('real_genpan_quick', { reference_web: 'sandbox-a', order_amount: 0.001 }), 1000).data.robot;
  expect((await start(onFutures.id)).code).toBe(CODE.botNotInPlan);
  expectCode(await start(onSpot.id), 1000);
  expectCode(await stop(onSpot.id), 1000);
});

it('the futures plan runs bots on three markets at once', { timeout: 120_000 }, async () => {
  await setPlan('futures', false);
  const ids: number[] = [];
  for (const base of ['BTC', 'ETH', 'BNB', 'CAKE']) {
    const saved = await save('real_genpan_quick', { reference_web: 'sandbox-a', order_amount: 0.001 }, { ...FUTURES, yenUnit1: base });
    ids.push(expectCode(saved, 1000).data.robot.id);
  }
  for (const id of ids.slice(0, 3)) expectCode(await start(id), 1000);
  const fourth = await start(ids[3]!);
  expect(fourth.code).toBe(CODE.botMarketLimit);
  for (const id of ids.slice(0, 3)) expectCode(await stop(id), 1000);
  await setPlan('flagship', true);
});
