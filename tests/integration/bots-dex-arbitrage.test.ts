// DEX-to-CEX Arbitrage on the sandbox chain and a sandbox exchange under a virtual clock: when the
// exchange bids more for DEMO than the pool asks, the bot buys on the pool and sells on the
// exchange, both legs recorded where they happened, and the profit of the two together reported.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { robotFills, robotOrders, robots } from '../../src/server/db/schema/index.ts';
import { fileDexBotScenario } from '../support/dex-bot-scenario.ts';

const s = fileDexBotScenario({ seed: 'bots-dex-arbitrage', exchange: true });

it('buys on the pool and sells on the exchange while the gap beats the spread, recording both legs and the profit', {
  timeout: 240_000,
}, async () => {
  const start = await s.pool('DEMO', 'USDT');
  const bid = start * 1.03;
  const ask = start * 1.04;
  const fee = 0.1 / 100;
  const spread = 0.5 / 100;
  const bot = await s.addBot(
    'banzhuan_dex',
    { cex_web: 'sandbox-a', min_spread_percent: 0.5, cex_fee_percent: 0.1, trade_amount: 5000, interval_min: 2, interval_max: 3 },
    { base: 'DEMO', quote: 'USDT' },
    'sandbox-a',
  );
  await s.start(bot);
  for (let round = 0; round < 15; round++) {
    // The street quotes the exchange afresh (a frozen book counts as unavailable).
    s.street().quote(bid.toFixed(5), ask.toFixed(5), '20000', 'DEMOUSDT');
    await s.run(4_000);
  }
  await s.runner.stop(bot.id);

  const poolLegs = (await s.swaps(bot.id)).filter((swap) => swap.tag === 'arb:pool' && swap.status === 'done');
  expect(poolLegs.length).toBeGreaterThan(1);
  for (const leg of poolLegs) {
    expect(leg.side).toBe('buy');
    // The pool leg never pays more than keeps the spread after the exchange's fee.
    expect(leg.price!).toBeLessThanOrEqual(((bid * (1 - fee)) / (1 + spread)) * (1 + 1e-9));
  }
  const orders = await s.db.select().from(robotOrders).where(eq(robotOrders.botId, bot.id));
  expect(orders.length).toBeGreaterThan(0);
  expect(orders.every((order) => order.web === 'sandbox-a' && order.tag === 'arb:cex' && order.side === 'sell')).toBe(true);
  const fills = await s.db.select().from(robotFills).where(eq(robotFills.botId, bot.id));
  const soldOnExchange = fills.reduce((sum, fill) => sum + fill.amount, 0);
  const boughtOnPool = poolLegs.reduce((sum, leg) => sum + leg.baseAmount!, 0);
  // Every token bought on the pool was sold on the exchange (to the exchange's whole-token lot).
  expect(boughtOnPool - soldOnExchange).toBeGreaterThanOrEqual(0);
  expect(boughtOnPool - soldOnExchange).toBeLessThan(poolLegs.length);
  for (const fill of fills) expect(fill.price).toBeCloseTo(Number(bid.toFixed(5)), 8);

  const spent = poolLegs.reduce((sum, leg) => sum + leg.quoteAmount!, 0);
  const received = fills.reduce((sum, fill) => sum + fill.amount * fill.price * (1 - fee), 0);
  const [row] = await s.db.select({ profit: robots.realisedProfit }).from(robots).where(eq(robots.id, bot.id));
  expect(row!.profit!).toBeGreaterThan(0);
  expect(row!.profit!).toBeCloseTo(received - spent, 6);
  // The pool's price rose towards the exchange's bid and stopped where the spread no longer pays.
  const after = await s.pool('DEMO', 'USDT');
  expect(after).toBeGreaterThan(start * 1.01);
  expect(after).toBeLessThan(bid);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('arbOpen');
  expect(keys).toContain('arbClosed');
  expect(s.errors).toEqual([]);
});
