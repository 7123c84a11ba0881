// Self-Trading Volume on the sandbox under a virtual clock: with a wide spread the bot trades its
// target volume in each period, always strictly inside the spread (no outside order is touched),
// and on a one-tick spread it pauses until there is room again.
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { robotLogs } from '../../src/server/db/schema/index.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'shua' });

const quote = (bid: string, ask: string) => s.street().quote(bid, ask, '5');

it('shua trades its target volume per period inside the spread and pauses on a one-tick spread', { timeout: 300_000 }, async () => {
  const target = 2;
  const periodMs = 5 * 60_000;
  quote('1990.00', '2010.00');
  const bot = await s.addBot('shua', {
    order_mode: 'self_trade',
    target_volume: target,
    period_minutes: 5,
    single_amount: 0.1,
    min_spread_ticks: 2,
    interval_min: 4,
    interval_max: 8,
  });
  const startedAt = s.clock.now();
  await s.start(bot);
  await s.run(3 * periodMs + 10_000, 2000);

  const fills = (await s.fills(bot.id)).filter((fill) => fill.tag === 'shua:taker');
  expect(fills.length).toBeGreaterThan(30);
  // Every trade strictly inside the street's spread: the street's orders were never touched.
  for (const fill of fills) {
    expect(fill.price).toBeGreaterThan(1990);
    expect(fill.price).toBeLessThan(2010);
  }
  // Volume per period, by the fills' times and by the bot's own period reports: within 10% of target.
  const perPeriod = [0, 0, 0];
  for (const fill of fills) {
    const period = Math.floor((fill.at.getTime() - startedAt) / periodMs);
    if (period < 3) perPeriod[period]! += fill.amount;
  }
  for (const volume of perPeriod) {
    expect(volume).toBeGreaterThanOrEqual(target * 0.9);
    expect(volume).toBeLessThanOrEqual(target * 1.1);
  }
  await s.runner.settle();
  const reports = await s.db.select().from(robotLogs).where(eq(robotLogs.botId, bot.id)).orderBy(asc(robotLogs.id));
  const periodReports = reports.filter((row) => row.key === 'shuaPeriodDone').map((row) => (row.params as { volume: number }).volume);
  expect(periodReports).toHaveLength(3);
  for (const volume of periodReports) expect(Math.abs(volume - target)).toBeLessThanOrEqual(target * 0.1);
  // Sizes jitter (±30%) rather than repeat.
  expect(new Set(fills.map((fill) => fill.amount)).size).toBeGreaterThan(5);
  // The street's own orders are all still there, untouched.
  const book = await s.connector('sandbox-a').fetchOrderBook('ETH/USDT', 5);
  expect(book.bids[0]).toEqual([1990, 5]);
  expect(book.asks[0]).toEqual([2010, 5]);

  // A one-tick spread leaves no price to trade at: the bot pauses and trades nothing.
  quote('2000.00', '2000.01');
  await s.run(30_000, 2000);
  expect((await s.botRow(bot.id)).status).toBe('paused');
  const before = (await s.fills(bot.id)).length;
  await s.run(30_000, 2000);
  expect((await s.fills(bot.id)).length).toBe(before);
  expect(await s.logKeys(bot.id)).toContain('shuaSpreadNarrow');

  // Room again: it resumes and trades.
  quote('1995.00', '2005.00');
  await s.run(40_000, 2000);
  expect((await s.botRow(bot.id)).status).toBe('running');
  expect((await s.fills(bot.id)).length).toBeGreaterThan(before);

  await s.runner.stop(bot.id);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('resumed');
  expect(keys).not.toContain('safetyStop');
  expect(s.errors).toEqual([]);
});
