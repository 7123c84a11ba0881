// Price Guiding on the sandbox under a virtual clock, against a ladder of outside asks: the bot
// walks the price up in steps of at most its pace and stops at the target within its budget; with
// too small a budget it stops when the budget is spent, and with an end time it stops then, also
// while it is paused because the order book cannot be fetched.
import { expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';
import { withDepthOutage } from '../support/venue-outage.ts';

const s = fileBotScenario({ seed: 'push' }, (scenario) => {
  // A bid at 1999 and a ladder of asks from 2001 to 2079, 0.5 ETH every 2 USDT.
  scenario.street().order('BUY', '1999.00', '20');
  for (let price = 2001; price < 2080; price += 2) scenario.street().order('SELL', price.toFixed(2), '0.5');
});

interface PushTarget {
  target_price: number;
  step_percent: number;
  total_budget: number;
  single_budget: number;
  end_time?: number;
}

/** Adds a push bot that acts every 2 to 3 seconds, and starts it. */
async function startPush(target: PushTarget) {
  const bot = await s.addBot('push', { ...target, interval_min: 2, interval_max: 3 });
  await s.start(bot);
  return bot;
}

/** A push far from its target, in small steps: only its end time stops it. */
const slowPush = (endInMs: number) =>
  startPush({ target_price: 2200, step_percent: 0.05, total_budget: 100_000, single_budget: 50, end_time: s.clock.now() + endInMs });

async function stopReason(botId: number) {
  const row = await s.botRow(botId);
  return { status: row.status, key: (await s.logKeys(botId)).at(-1) };
}

it('push reaches its target at its pace within budget, then stops', { timeout: 300_000 }, async () => {
  const bot = await startPush({ target_price: 2020, step_percent: 0.2, total_budget: 30_000, single_budget: 5000 });
  await s.run(120_000, 1000);
  expect(await stopReason(bot.id)).toEqual({ status: 'stopped', key: 'pushTarget' });
  const fills = await s.fills(bot.id);
  const spent = fills.reduce((sum, fill) => sum + fill.amount * fill.price, 0);
  expect(spent).toBeLessThanOrEqual(30_000);
  // Every ask up to the target was taken, none above it.
  expect(Math.max(...fills.map((fill) => fill.price))).toBeLessThanOrEqual(2021);
  expect(Math.max(...fills.map((fill) => fill.price))).toBeGreaterThanOrEqual(2019);
  const book = await s.connector('sandbox-a').fetchOrderBook('ETH/USDT', 5);
  expect(book.asks[0]![0]).toBeGreaterThanOrEqual(2020);
  // At its pace: each order's limit at most 0.2% above the price it started from (plus a tick).
  const orders = (await s.orders(bot.id)).filter((order) => order.tag === 'push');
  expect(orders.length).toBeGreaterThanOrEqual(5);
  let previous = 2000;
  for (const order of orders) {
    expect(order.price!).toBeLessThanOrEqual(previous * 1.002 + 2.01);
    previous = Math.max(previous, order.average ?? order.price!);
  }
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});

it('push stops when its budget is spent before the target, with the reason', { timeout: 300_000 }, async () => {
  const bot = await startPush({ target_price: 2200, step_percent: 0.5, total_budget: 3000, single_budget: 1500 });
  await s.run(60_000, 1000);
  expect(await stopReason(bot.id)).toEqual({ status: 'stopped', key: 'pushBudgetSpent' });
  const spent = (await s.fills(bot.id)).reduce((sum, fill) => sum + fill.amount * fill.price, 0);
  expect(spent).toBeLessThanOrEqual(3000);
  expect(spent).toBeGreaterThan(2900);
  expect(s.errors).toEqual([]);
});

it('push stops at its end time', { timeout: 300_000 }, async () => {
  const bot = await slowPush(20_000);
  await s.run(40_000, 1000);
  expect(await stopReason(bot.id)).toEqual({ status: 'stopped', key: 'pushEndTime' });
  expect((await s.fills(bot.id)).length).toBeGreaterThan(2);
  expect(s.errors).toEqual([]);
});

it('push stops at its end time also while the order book cannot be fetched', { timeout: 300_000 }, async () => {
  const bot = await slowPush(60_000);
  await s.run(5_000, 1000);
  await withDepthOutage(s.exchange(), async () => {
    await s.run(40_000, 1000);
    expect(await s.botStatus(bot.id)).toMatchObject({ status: 'paused', reason: { key: 'bookUnavailable' } });
    await s.run(30_000, 1000);
    expect(await s.botStatus(bot.id)).toMatchObject({ status: 'stopped', reason: { key: 'pushEndTime' } });
  });
  expect(s.errors).toEqual([]);
});
