// The single amount of a price-moving bot is the most any one of its orders carries. Draw, Market
// Sync and Follow Exchange, each with a target beyond a thick book, take the book up to it with
// several immediate-or-cancel orders, none of them above 1.3 × the single amount (the amount varied
// by its ±30%, spec §9), and still reach the target. A user saw one order of 50 single amounts.
import { expect, it } from 'vitest';
import type { BotRecord } from '../../src/engine/runner/store-port.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';

/** The most one order carries, as a multiple of the single amount: the amount varied by up to +30%. */
const ORDER_CAP = 1.3;

const s = fileBotScenario({ seed: 'price-move-cap', venues: ['sandbox-a', 'sandbox-b'] });

/** A thick book on the bot's market: 5 ETH bid one below `center`, 1 ETH asks at each of the next ten prices. */
function thickBookAbove(center: number) {
  s.street().clear();
  s.street().order('BUY', (center - 1).toFixed(2), '5');
  for (let i = 1; i <= 10; i++) s.street().order('SELL', (center + i).toFixed(2), '1');
}

const indexAt = (mid: number) => s.street('sandbox-b').quoteAround(mid, '50');

/** Runs the bot for `ms`, stops it, and answers the price it left behind. */
async function runAndStop(bot: BotRecord, ms: number): Promise<number> {
  await s.start(bot);
  await s.run(ms, 1000);
  await s.runner.stop(bot.id);
  return s.lastPrice();
}

/** Every order the bot sent, and every fill, is at most the cap; the take went out as several orders. */
async function expectCappedOrders(bot: BotRecord, singleAmount: number) {
  const orders = await s.orders(bot.id);
  expect(orders.filter((order) => order.tag.endsWith(':take')).length).toBeGreaterThan(1);
  for (const order of orders) expect(Number(order.amount)).toBeLessThanOrEqual(singleAmount * ORDER_CAP + 1e-9);
  for (const fill of await s.fills(bot.id)) expect(Number(fill.amount)).toBeLessThanOrEqual(singleAmount * ORDER_CAP + 1e-9);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
}

it('draw takes a book beyond its target in orders of at most 1.3 single amounts', { timeout: 300_000 }, async () => {
  s.street().order('SELL', '2001.00', '0.1');
  s.street().take('BUY', '0.1');
  thickBookAbove(2000);
  const t0 = s.clock.now();
  const points = [
    { time: t0 + 20_000, price: 2004 },
    { time: t0 + 3_600_000, price: 2004 },
  ];
  const params = { path: 'sequence', price_lower: 1950, price_upper: 2050, sequence_plan_id: 1, single_amount: 0.1 };
  const bot = await s.addBot('draw', { ...params, interval_min: 4, interval_max: 6 }, undefined, { sequence_points: points });
  // Four full levels (4 ETH) lay before the target: far more than one single amount, all taken.
  expect(await runAndStop(bot, 40_000)).toBe(2004);
  await expectCappedOrders(bot, 0.1);
});

it('market sync takes a book beyond its step in orders of at most 1.3 order quantities', { timeout: 300_000 }, async () => {
  const start = Math.round(await s.lastPrice());
  thickBookAbove(start);
  indexAt(start * 1.004);
  const params = { index_web: 'sandbox-b', index_symbol: 'ETH/USDT', spread_percent: 0.05, max_step_percent: 1, order_amount: 0.2 };
  const bot = await s.addBot('kongpan', { ...params, interval_min: 4, interval_max: 6 });
  // Eight levels (8 ETH) up to the index: two moves of at most 20 orders each.
  expect(Math.abs((await runAndStop(bot, 30_000)) / (start * 1.004) - 1)).toBeLessThanOrEqual(0.0005);
  await expectCappedOrders(bot, 0.2);
});

it('follow exchange takes a book beyond its step in orders of at most 1.3 order amounts', { timeout: 300_000 }, async () => {
  const start = Math.round(await s.lastPrice());
  thickBookAbove(start);
  indexAt(start + 5);
  const bot = await s.addBot('real_genpan', {
    reference_web: 'sandbox-b',
    max_step_percent: 1,
    order_amount: 0.3,
    interval_min: 4,
    interval_max: 6,
  });
  expect(Math.abs((await runAndStop(bot, 30_000)) - (start + 5))).toBeLessThanOrEqual(1);
  await expectCappedOrders(bot, 0.3);
});
