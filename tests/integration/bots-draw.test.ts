// Price Charting on the sandbox under a virtual clock, on a book of thin street levels: on a
// sequence plan the price path stays within its tolerance of the plan; on a random path with a
// rising trend it climbs and stays in its range; when the market pushes the price out of the
// range, the bot stops with the reason. Following an index, it scales the moves of its reference
// pair on the reference exchange (another pair than its own), not of its own pair there.
import { expect, it } from 'vitest';
import { planPrice } from '../../src/engine/strategies/draw.ts';
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
