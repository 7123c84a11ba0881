// Buy Support and Sell Resistance on the sandbox under a virtual clock: a steady seller (buyer)
// meets the wall; the bot puts each filled level back, so the best bid (ask) stays at the wall
// while the budget lasts, spends no more than its budget, and stops once all of it is filled.
import { expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'hupan' });

const quote = (bid: string, ask: string) => s.street().quote(bid, ask, '20');

it('hupan_buy keeps the support until its budget is filled, then stops', { timeout: 300_000 }, async () => {
  quote('1980.00', '2010.00');
  const support = 1995;
  const budget = 6000;
  const bot = await s.addBot('hupan_buy', {
    support_price: support,
    total_budget: budget,
    single_budget: 1000,
    depth_percent: 0.5,
    levels: 3,
    interval_min: 2,
    interval_max: 4,
  });
  await s.start(bot);
  await s.run(10_000, 1000);
  const wall = await s.venueOrders(bot.id);
  expect(wall.map((order) => order.price).sort()).toEqual([1985.02, 1990.01, 1995]);

  let rounds = 0;
  let heldRounds = 0;
  while ((await s.botRow(bot.id)).status !== 'stopped' && rounds < 30) {
    rounds++;
    const book = await s.connector('sandbox-a').fetchOrderBook('ETH/USDT', 5);
    const spentSoFar = (await s.fills(bot.id)).reduce((sum, fill) => sum + fill.amount * fill.price, 0);
    // While more than one order's worth of budget is left, the support holds at the wall.
    if (budget - spentSoFar > 1300) {
      expect(book.bids[0]![0]).toBeGreaterThanOrEqual(support * (1 - 0.005));
      heldRounds++;
    }
    s.street().take('SELL', '0.35');
    await s.run(8_000, 1000);
  }
  expect(heldRounds).toBeGreaterThanOrEqual(5);
  const row = await s.botRow(bot.id);
  expect(row.status).toBe('stopped');
  const fills = await s.fills(bot.id);
  const spent = fills.reduce((sum, fill) => sum + fill.amount * fill.price, 0);
  expect(spent).toBeLessThanOrEqual(budget + 1e-6);
  expect(spent).toBeGreaterThan(budget - 10);
  for (const fill of fills) expect(fill.price).toBeGreaterThanOrEqual(support * (1 - 0.005) - 0.01);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('hupanLevel');
  expect(keys.at(-1)).toBe('hupanAllFilled');
  expect(s.errors).toEqual([]);
});

it('hupan_sell holds the resistance against a buyer until its base budget is filled', { timeout: 300_000 }, async () => {
  quote('1980.00', '2010.00');
  const resistance = 2000;
  const bot = await s.addBot('hupan_sell', {
    resistance_price: resistance,
    total_budget: 2,
    single_budget: 0.5,
    depth_percent: 0.4,
    levels: 2,
    interval_min: 2,
    interval_max: 4,
  });
  await s.start(bot);
  await s.run(10_000, 1000);
  expect((await s.venueOrders(bot.id)).map((order) => order.price).sort()).toEqual([2000, 2008]);
  let rounds = 0;
  while ((await s.botRow(bot.id)).status !== 'stopped' && rounds < 30) {
    rounds++;
    const sold = (await s.fills(bot.id)).reduce((sum, fill) => sum + fill.amount, 0);
    if (2 - sold > 0.7) expect((await s.connector('sandbox-a').fetchOrderBook('ETH/USDT', 5)).asks[0]![0]).toBeLessThanOrEqual(2008);
    s.street().take('BUY', '0.3');
    await s.run(8_000, 1000);
  }
  expect((await s.botRow(bot.id)).status).toBe('stopped');
  const sold = (await s.fills(bot.id)).reduce((sum, fill) => sum + fill.amount, 0);
  expect(sold).toBeLessThanOrEqual(2 + 1e-9);
  expect(sold).toBeGreaterThan(2 - 0.003);
  expect((await s.logKeys(bot.id)).at(-1)).toBe('hupanAllFilled');
  expect(s.errors).toEqual([]);
});
