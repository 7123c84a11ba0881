// Price Charting on the sandbox under a virtual clock, on a book of thin street levels: on a
// sequence plan the price path stays within its tolerance of the plan; on a random path with a
// rising trend it climbs and stays in its range; when the market pushes the price out of the
// range, the bot stops with the reason. Following an index, it scales the moves of its reference
// pair on the reference exchange (another pair than its own), not of its own pair there. Each move
// writes one line to the robot log, what its orders did, with their own lines kept as its details.
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DrawState } from '../../src/engine/strategies/draw.ts';
import { planPrice } from '../../src/engine/strategies/draw.ts';
import { robotLogs } from '../../src/server/db/schema/index.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'draw', venues: ['sandbox-a', 'sandbox-b'] }, (scenario) => {
  // Levels every 1 USDT (the venue allows 200 open orders per account and market).
  for (let price = 1901; price < 2000; price += 1) scenario.street().order('BUY', price.toFixed(2), '0.1');
  for (let price = 2001; price <= 2099; price += 1) scenario.street().order('SELL', price.toFixed(2), '0.1');
});

it('draw follows a sequence plan within its tolerance, then stops when the price leaves the range', { timeout: 300_000 }, async () => {
  const t0 = s.clock.now();
  const points = [
    { time: t0 + 60_000, price: 2010 },
    { time: t0 + 120_000, price: 2030 },
    { time: t0 + 180_000, price: 2015 },
    { time: t0 + 240_000, price: 1990 },
    { time: t0 + 300_000, price: 2000 },
    { time: t0 + 360_000, price: 1980 },
  ];
  const bot = await s.addBot(
    'draw',
    {
      path: 'sequence',
      price_lower: 1950,
      price_upper: 2050,
      sequence_plan_id: 1,
      single_amount: 0.05,
      interval_min: 4,
      interval_max: 6,
    },
    undefined,
    { sequence_points: points },
  );
  await s.start(bot);
  const gaps: number[] = [];
  for (let checkpoint = 0; checkpoint < 38; checkpoint++) {
    await s.run(10_000, 1000);
    const planned = planPrice(points, s.clock.now(), t0, 2000);
    gaps.push(Math.abs((await s.lastPrice()) - planned) / planned);
  }
  // Within 0.3% of the plan at every checkpoint (the plan moves up to 0.33 USDT a second, the bot acts every 4-6 s).
  expect(Math.max(...gaps)).toBeLessThan(0.003);
  expect(await s.lastPrice()).toBeCloseTo(1980, 0);
  expect((await s.botRow(bot.id)).status).toBe('running');

  // A big seller drives the price below the range: the bot stops and says why.
  // A big seller sweeps the bids and leaves a wall of asks below the range: the bot takes at most
  // its move's cap from the wall, the price is out of the range, and the bot stops and says why.
  s.street().take('SELL', '7.9');
  s.street().order('SELL', '1930.00', '20');
  await s.run(15_000, 1000);
  expect(await s.lastPrice()).toBeLessThan(1950);
  expect((await s.botRow(bot.id)).status).toBe('stopped');
  expect((await s.logKeys(bot.id)).at(-1)).toBe('drawOutOfRange');
  // It took at most one move's cap (50 single amounts) from the wall.
  const fromWall = (await s.fills(bot.id)).filter((fill) => fill.price === 1930).reduce((sum, fill) => sum + fill.amount, 0);
  expect(fromWall).toBeLessThanOrEqual(0.05 * 50 + 1e-9);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});

it('draw on a random path with a rising trend climbs and stays within its range', { timeout: 300_000 }, async () => {
  const start = await s.ladderAroundLast('0.1');
  const lower = start - 10;
  const upper = start + 40;
  const bot = await s.addBot('draw', {
    path: 'random',
    trend: 'rise',
    price_lower: lower,
    price_upper: upper,
    single_amount: 0.05,
    interval_min: 4,
    interval_max: 6,
  });
  await s.start(bot);
  const prices: number[] = [];
  for (let checkpoint = 0; checkpoint < 18; checkpoint++) {
    await s.run(10_000, 1000);
    prices.push(await s.lastPrice());
  }
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(lower);
    expect(price).toBeLessThanOrEqual(upper);
  }
  expect(prices.at(-1)!).toBeGreaterThan(start + 10);
  for (const fill of await s.fills(bot.id)) {
    expect(fill.price).toBeGreaterThanOrEqual(lower);
    expect(fill.price).toBeLessThanOrEqual(upper);
  }
  expect((await s.botRow(bot.id)).status).toBe('running');
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});

it('draw following an index scales the moves of its reference pair on the reference exchange', { timeout: 300_000 }, async () => {
  const start = await s.ladderAroundLast('0.1');
  // The reference: BNB/USDT on sandbox-b at 600. Sandbox-b's own ETH/USDT stands still meanwhile.
  const b = s.street('sandbox-b');
  s.exchange('sandbox-b').engine.deposit(b.accountId, 'BNB', '1000');
  const bnbAt = (mid: number) => b.quoteAround(mid, '50', 'BNBUSDT');
  b.quoteAround(1500, '50');
  bnbAt(600);
  const bot = await s.addBot('draw', {
    path: 'follow_index',
    reference_web: 'sandbox-b',
    reference_symbol: 'BNB/USDT',
    scale: 2,
    price_lower: start - 60,
    price_upper: start + 60,
    // A 2% move takes 4 ETH of this book within the minute; no order carries more than 1.3 single
    // amounts and the safety module allows 60 order actions a minute, so 0.05 could not keep up.
    single_amount: 0.1,
    interval_min: 4,
    interval_max: 6,
  });
  await s.start(bot);
  await s.run(20_000, 1000);
  // The reference has not moved: neither has the price.
  expect(Math.abs((await s.lastPrice()) - start)).toBeLessThanOrEqual(1);

  // BNB rises 1%: the bot's price rises twice that from where it started.
  bnbAt(606);
  await s.run(60_000, 1000);
  expect((await s.lastPrice()) / start - 1).toBeCloseTo(0.02, 3);
  // And follows it back down.
  bnbAt(597);
  await s.run(60_000, 1000);
  expect((await s.lastPrice()) / start - 1).toBeCloseTo(-0.01, 3);
  // Every order is on its own market; the reference is only watched.
  expect((await s.orders(bot.id)).every((order) => order.web === 'sandbox-a' && order.symbol === 'ETH/USDT')).toBe(true);
  expect((await s.botRow(bot.id)).status).toBe('running');
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});

it('draw writes one robot log line per move, its orders placed and filled kept as the line’s details', { timeout: 300_000 }, async () => {
  const start = await s.ladderAroundLast('0.1');
  const t0 = s.clock.now();
  // A steep plan: 15 USDT within ten seconds, so a move takes several levels of 0.1 in orders of at most 0.065.
  const points = [{ time: t0 + 10_000, price: start + 15 }];
  const bot = await s.addBot(
    'draw',
    {
      path: 'sequence',
      price_lower: start - 50,
      price_upper: start + 50,
      sequence_plan_id: 1,
      single_amount: 0.05,
      interval_min: 4,
      interval_max: 6,
    },
    undefined,
    { sequence_points: points },
  );
  await s.start(bot);
  await s.run(60_000, 1000);
  await s.runner.stop(bot.id);
  await s.runner.settle();
  const stored = await s.store.loadState(bot.id);
  const moves = (stored!.state as DrawState).moves;
  const lines = await s.db.select().from(robotLogs).where(eq(robotLogs.botId, bot.id)).orderBy(asc(robotLogs.id));

  // Nothing per order at the top of the log: one line per move, besides the bot's own start and stop.
  expect(moves).toBeGreaterThan(3);
  const summaries = lines.filter((line) => line.key === 'drawMoved');
  expect(summaries).toHaveLength(moves);
  expect(lines.filter((line) => ['orderPlaced', 'orderFilled', 'orderCancelled'].includes(line.key))).toEqual([]);

  // The largest move: what its orders did, from where to where, and each order's own lines on demand.
  type Detail = { key: string; params: Record<string, number | string> };
  const detailsOf = (line: (typeof summaries)[number]) => (line.details ?? []) as Detail[];
  const count = (line: (typeof summaries)[number], key: string) => detailsOf(line).filter((detail) => detail.key === key).length;
  const largest = summaries.reduce((a, b) => (count(b, 'orderPlaced') > count(a, 'orderPlaced') ? b : a));
  const filled = detailsOf(largest).filter((line) => line.key === 'orderFilled');
  expect(count(largest, 'orderPlaced')).toBeGreaterThan(5);
  const volume = filled.reduce((sum, line) => sum + Number(line.params.amount) * Number(line.params.price), 0);
  const params = largest.params as Record<string, number | string>;
  expect(params).toMatchObject({ placed: count(largest, 'orderPlaced'), filled: filled.length, quote: 'USDT' });
  expect(Number(params.to)).toBeGreaterThan(Number(params.from));
  // The volume is given to eight significant digits.
  expect(Math.abs(Number(params.volume) - volume) / volume).toBeLessThan(1e-7);
  for (const summary of summaries) expect(Number((summary.params as Record<string, number>).placed)).toBe(count(summary, 'orderPlaced'));
  // Every fill the bot recorded is in the details of one move.
  const detailedFills = summaries.reduce((sum, summary) => sum + count(summary, 'orderFilled'), 0);
  expect(detailedFills).toBe((await s.fills(bot.id)).length);
  expect(s.errors).toEqual([]);
});

it('draw writes a move printed by a self-trade with the move, not a tick later', { timeout: 120_000 }, async () => {
  // A wide spread around a last trade at 1995. The plan starts from the price the bot finds, so its
  // first move prints 1995 inside the spread: a self-trade (a resting leg and the leg that takes
  // it), not a take from the book.
  const street = s.street();
  street.clear();
  street.order('SELL', '1995.00', '0.01');
  street.take('BUY', '0.01');
  street.quote('1980.00', '2020.00', '5');
  const t0 = s.clock.now();
  const bot = await s.addBot(
    'draw',
    {
      path: 'sequence',
      price_lower: 1950,
      price_upper: 2050,
      sequence_plan_id: 1,
      single_amount: 0.05,
      // A minute or more between moves: a line written at the next tick would come that much later.
      interval_min: 60,
      interval_max: 90,
    },
    undefined,
    {
      sequence_points: [
        { time: t0 + 1_000, price: 2000 },
        { time: t0 + 600_000, price: 2000 },
      ],
    },
  );
  await s.start(bot);
  const movesOf = async () => ((await s.store.loadState(bot.id))?.state as DrawState | undefined)?.moves ?? 0;
  for (let second = 0; second < 120 && (await movesOf()) === 0; second++) await s.run(1_000, 1000);
  expect(await movesOf()).toBe(1);

  const lines = await s.db.select().from(robotLogs).where(eq(robotLogs.botId, bot.id)).orderBy(asc(robotLogs.id));
  const moved = lines.filter((line) => line.key === 'drawMoved');
  expect(moved).toHaveLength(1);
  expect(moved[0]!.params).toMatchObject({ to: 1995, placed: 2, filled: 2, quote: 'USDT' });
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});
