// Martingale and Range Buy/Sell on the sandbox under a virtual clock, in a market the street shapes:
// the martingale adds at each step down and takes profit over its average entry; the range bot
// buys only inside its buy range and never spends more than its budget.
import { expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'trading' });

/** The street quotes a tight market around `mid` (re-quoted, so the feed never looks frozen). */
const quote = (mid: number) => s.street().quoteAround(mid, '20');

it('martingale adds at each step down with the multiplier, then takes profit over its average entry', { timeout: 240_000 }, async () => {
  quote(2000);
  const bot = await s.addBot('wangge', {
    base_order: 100,
    multiplier: 2,
    step_percent: 1,
    max_adds: 3,
    take_profit_percent: 1,
    total_budget: 2000,
    cycles: 1,
    interval_seconds: 2,
  });
  await s.start(bot);
  await s.run(6_000);
  // Down 1% twice: an add each time, twice the previous buy.
  for (const mid of [1979, 1958]) {
    quote(mid);
    await s.run(8_000);
  }
  const buys = (await s.fills(bot.id)).filter((fill) => fill.side === 'buy');
  expect(buys.map((fill) => fill.price)).toEqual([2000.5, 1979.5, 1958.5]);
  const quotes = buys.map((fill) => fill.price * fill.amount);
  expect(quotes[0]).toBeCloseTo(100, 0);
  expect(quotes[1]).toBeCloseTo(200, 0);
  expect(quotes[2]).toBeCloseTo(400, 0);
  const bought = buys.reduce((sum, fill) => sum + fill.amount, 0);
  const average = quotes.reduce((a, b) => a + b, 0) / bought;

  // The take-profit rests 1% over the average entry; a buyer lifts it and the cycle ends.
  const tp = (await s.venueOrders(bot.id)).find((order) => order.side === 'sell');
  expect(tp?.price).toBeCloseTo(average * 1.01, 1);
  expect(tp?.amount).toBeCloseTo(bought, 4);
  s.street().take('BUY', '30');
  await s.run(6_000);
  const sells = (await s.fills(bot.id)).filter((fill) => fill.side === 'sell');
  expect(sells.reduce((sum, fill) => sum + fill.amount, 0)).toBeCloseTo(bought, 4);
  const row = await s.botRow(bot.id);
  expect(row.realisedProfit).toBeCloseTo((tp!.price! - average) * bought, 4);
  expect(row.realisedProfit).toBeGreaterThan(0);
  expect(row.status).toBe('stopped');
  expect(await s.logKeys(bot.id)).toEqual(
    expect.arrayContaining(['martingaleOpen', 'martingaleAdd', 'martingaleTarget', 'martingaleCycleDone', 'martingaleAllCycles']),
  );
});

it('range buy/sell is queued, then buys only inside its buy range and stops when its budget is used', { timeout: 240_000 }, async () => {
  quote(2000);
  const bot = await s.addBot('buy_sell', {
    buy_lower: 1990,
    buy_upper: 2001,
    total_budget: 1000,
    single_budget: 150,
    interval_min: 5,
    interval_max: 10,
  });
  const started = await s.start(bot);
  expect(started.status).toBe('queued');
  expect(started.startAt! - s.clock.now()).toBeLessThan(10 * 60_000);
  expect((await s.botRow(bot.id)).status).toBe('queued');
  await s.run(started.startAt! - s.clock.now() + 2_000, 1000);
  expect(['running', 'stopped']).toContain((await s.botRow(bot.id)).status);

  // The price leaves the buy range: no buys while it is out.
  await s.run(20_000, 1000);
  const inRange = (await s.fills(bot.id)).length;
  expect(inRange).toBeGreaterThan(0);
  quote(2010);
  await s.run(60_000, 1000);
  expect((await s.fills(bot.id)).length).toBe(inRange);
  quote(1995);
  for (let round = 0; round < 20 && (await s.botRow(bot.id)).status !== 'stopped'; round++) {
    quote(1995);
    await s.run(15_000, 1000);
  }
  const fills = await s.fills(bot.id);
  expect(fills.every((fill) => fill.side === 'buy' && fill.price <= 2001)).toBe(true);
  const spent = fills.reduce((sum, fill) => sum + fill.price * fill.amount, 0);
  expect(spent).toBeLessThanOrEqual(1000);
  expect(spent).toBeGreaterThan(990);
  // Single orders jitter ±30% around the single budget (the last one takes what is left).
  const sizes = fills.map((fill) => fill.price * fill.amount);
  for (const size of sizes.slice(0, -1)) expect(size).toBeLessThanOrEqual(150 * 1.3 + 1);
  expect((await s.botRow(bot.id)).status).toBe('stopped');
  const keys = await s.logKeys(bot.id);
  expect(keys).toEqual(expect.arrayContaining(['queued', 'queuedBegins', 'rangeBuy', 'outsideRanges', 'budgetUsed']));
  expect(s.errors).toEqual([]);
});
