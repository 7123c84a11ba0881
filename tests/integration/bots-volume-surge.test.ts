// Volume Surge on the sandbox under a virtual clock, read the way a market maker reads it: the
// market's own trades. During the surge window the market trades the target volume (within a few
// percent, never above it), spread over the window at the intensity's pace, always strictly inside
// the spread; then the bot stops with its reason and the market goes quiet again. A surge that
// cannot reach its target at its intensity says so at the start and stops when its window ends; a
// one-tick spread pauses it, and so does a balance that cannot pay for a trade. The single amount is
// the quote value of one trade, as the target is a quote volume.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VOLUME_SURGE_PACE_SECONDS } from '../../src/engine/strategies/volume-surge.ts';
import { robotLogs } from '../../src/server/db/schema/index.ts';
import { parseBotParams } from '../../src/shared/bots/catalogue.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';
import { withDepthOutage } from '../support/venue-outage.ts';

const s = fileBotScenario({ seed: 'hugevol' });

const quote = (bid: string, ask: string) => s.street().quote(bid, ask, '5');

/** The market's public trades (the street never trades with itself: every trade here is the bot's). */
async function marketTrades(since: number) {
  const trades = await s.connector('sandbox-a').fetchTrades('ETH/USDT', 1000);
  return trades.filter((trade) => trade.timestamp >= since);
}
const quoteVolume = (trades: Array<{ price: number; amount: number }>) => trades.reduce((sum, t) => sum + t.price * t.amount, 0);

/** Moves the clock in one-second steps until the bot shows `status`, for at most `ms`; answers the time it took. */
async function runUntil(botId: number, status: string, ms: number) {
  for (let passed = 0; passed < ms; passed += 1000) {
    if ((await s.botRow(botId)).status === status) return passed;
    await s.run(1000, 1000);
  }
  return (await s.botRow(botId)).status === status ? ms : Number.POSITIVE_INFINITY;
}

async function logs(botId: number) {
  await s.runner.settle();
  return s.db.select().from(robotLogs).where(eq(robotLogs.botId, botId)).orderBy(asc(robotLogs.id));
}

it('hugevol compares its single trade value with its target volume, both in the quote coin', () => {
  expect(parseBotParams('hugevol', { target_volume: 5000, single_amount: 400 }).success).toBe(true);
  expect(parseBotParams('hugevol', { target_volume: 5000, single_amount: 6000 }).success).toBe(false);
});

it('hugevol trades its target volume over its window inside the spread, then stops and the market goes quiet', {
  timeout: 300_000,
}, async () => {
  const target = 20_000;
  const windowMs = 5 * 60_000;
  quote('1990.00', '2010.00');
  const bot = await s.addBot('hugevol', {
    target_volume: target,
    duration_minutes: 5,
    intensity: 'high',
    // 1,000 USDT a trade at most: the window's share (about 300 a trade) sets the sizes.
    single_amount: 1000,
  });
  const startedAt = s.clock.now();
  await s.start(bot);
  await s.run(windowMs + 30_000, 1000);

  const row = await s.botRow(bot.id);
  expect(row.status).toBe('stopped');
  const lines = await logs(bot.id);
  expect(lines.at(-1)?.key).toBe('hugevolTargetReached');
  const stoppedAt = lines.at(-1)!.at.getTime();
  expect(stoppedAt).toBeGreaterThan(startedAt + windowMs * 0.9);
  // At the latest the first tick after the window's end (ticks come every 3-6 s at this intensity).
  expect(stoppedAt).toBeLessThanOrEqual(startedAt + windowMs + 7000);

  const trades = await marketTrades(startedAt);
  const inWindow = trades.filter((trade) => trade.timestamp < startedAt + windowMs);
  // The target, within 2%, and never above it (the target is the surge's budget).
  const volume = quoteVolume(inWindow);
  expect(volume).toBeGreaterThanOrEqual(target * 0.98);
  expect(volume).toBeLessThanOrEqual(target + 1e-6);
  expect(inWindow.length).toBe(trades.length);
  // At the high intensity's pace: a trade every 3-6 s, so 50 or more over five minutes.
  const [fastest, slowest] = VOLUME_SURGE_PACE_SECONDS.high;
  expect(inWindow.length).toBeGreaterThanOrEqual(Math.floor(windowMs / 1000 / slowest) - 5);
  expect(inWindow.length).toBeLessThanOrEqual(Math.ceil(windowMs / 1000 / fastest) + 1);
  // Spread over the window, not dumped at once: every minute carries 10%-30% of the target.
  for (let minute = 0; minute < 5; minute++) {
    const from = startedAt + minute * 60_000;
    const share = quoteVolume(inWindow.filter((t) => t.timestamp >= from && t.timestamp < from + 60_000)) / target;
    expect(share, `minute ${minute + 1}`).toBeGreaterThan(0.1);
    expect(share, `minute ${minute + 1}`).toBeLessThan(0.3);
  }
  // Strictly inside the spread, in sizes that vary.
  for (const trade of trades) {
    expect(trade.price).toBeGreaterThan(1990);
    expect(trade.price).toBeLessThan(2010);
  }
  expect(new Set(trades.map((trade) => trade.amount)).size).toBeGreaterThan(10);
  // The street's orders untouched, nothing of the bot left on the book.
  const book = await s.connector('sandbox-a').fetchOrderBook('ETH/USDT', 5);
  expect(book.bids[0]).toEqual([1990, 5]);
  expect(book.asks[0]).toEqual([2010, 5]);
  expect(await s.venueOrders(bot.id)).toEqual([]);

  // After the surge the market is back to its normal: no more trades.
  const count = (await marketTrades(startedAt)).length;
  await s.run(60_000, 2000);
  expect((await marketTrades(startedAt)).length).toBe(count);
  expect(lines.map((line) => line.key)).not.toContain('safetyStop');
  expect(s.errors).toEqual([]);
});

it('hugevol warns when its intensity cannot reach the target, pauses on a one-tick spread and stops when the window ends', {
  timeout: 300_000,
}, async () => {
  quote('1990.00', '2010.00');
  const bot = await s.addBot('hugevol', {
    target_volume: 50_000,
    duration_minutes: 3,
    intensity: 'medium',
    // 200 USDT a trade (about 0.1 ETH), quantities to 0.001 ETH.
    single_amount: 200,
    amount_precision: 3,
  });
  const startedAt = s.clock.now();
  await s.start(bot);
  await s.run(60_000, 1000);
  expect((await s.botRow(bot.id)).status).toBe('running');
  const warned = (await logs(bot.id)).find((line) => line.key === 'hugevolShortfall');
  expect(warned?.params).toMatchObject({ target: 50_000 });
  const reachable = (warned!.params as { reachable: number }).reachable;
  // The trades the window has room for, at the single value each.
  const planned = (await logs(bot.id)).find((line) => line.key === 'hugevolStart');
  expect(reachable).toBe((planned!.params as { trades: number }).trades * 200);
  expect(reachable).toBeLessThan(50_000);

  // A one-tick spread: nothing to trade inside, the surge pauses and the market stays still.
  quote('2000.00', '2000.01');
  // Within two ticks at the medium pace (8-16 s): one may still clear a leftover order.
  expect(await runUntil(bot.id, 'paused', 40_000)).toBeLessThanOrEqual(32_000);
  const before = (await marketTrades(startedAt)).length;
  await s.run(20_000, 1000);
  expect((await marketTrades(startedAt)).length).toBe(before);
  expect(await s.logKeys(bot.id)).toContain('hugevolSpreadNarrow');

  // Room again: it resumes, and stops when its window ends short of the target.
  quote('1995.00', '2005.00');
  expect(await runUntil(bot.id, 'running', 40_000)).toBeLessThanOrEqual(16_000);
  await s.run(3 * 60_000, 1000);
  const row = await s.botRow(bot.id);
  expect(row.status).toBe('stopped');
  const lines = await logs(bot.id);
  const last = lines.at(-1)!;
  expect(last.key).toBe('hugevolWindowEnded');
  expect(last.at.getTime()).toBeGreaterThanOrEqual(startedAt + 3 * 60_000);
  expect(last.at.getTime()).toBeLessThanOrEqual(startedAt + 3 * 60_000 + 17_000);
  const trades = await marketTrades(startedAt);
  const volume = quoteVolume(trades);
  // Short of the target, as warned: each trade worth at most the single value (+30% jitter), its
  // quantity rounded down to the bot's amount precision.
  expect(volume).toBeGreaterThan(reachable * 0.4);
  expect(volume).toBeLessThan(50_000);
  expect(trades.length).toBeGreaterThan(3);
  for (const trade of trades) {
    expect(trade.amount * trade.price).toBeLessThanOrEqual(200 * 1.3 + 1e-6);
    expect(trade.amount * trade.price).toBeGreaterThan(200 * 0.7 - 2 * 0.001 * trade.price);
    expect(Math.abs(trade.amount * 1000 - Math.round(trade.amount * 1000))).toBeLessThan(1e-6);
  }
  expect(Math.abs((last.params as { volume: number }).volume - volume)).toBeLessThan(1e-6 * volume + 0.01);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});

describe('hugevol on an account without the base asset', () => {
  const broke = fileBotScenario({ seed: 'hugevol-broke', balances: { USDT: '100000', ETH: '0' } });

  /** The street re-quotes every few seconds, so the book stays alive. */
  const liveMarket = (ms: number) => broke.runLiveBook(ms, '1990.00', '2010.00', '5');

  it('hugevol pauses naming the missing asset, never trades, and stops when its window ends', { timeout: 300_000 }, async () => {
    broke.street().order('BUY', '1990.00', '5');
    broke.street().order('SELL', '2010.00', '5');
    const bot = await broke.addBot('hugevol', { target_volume: 5000, duration_minutes: 1, intensity: 'high', single_amount: 400 });
    await broke.start(bot);
    await liveMarket(20_000);
    const paused = await broke.botRow(bot.id);
    expect(paused.status).toBe('paused');
    expect(paused.statusReason).toMatchObject({ key: 'notEnoughBalance', params: { asset: 'ETH' } });
    await liveMarket(50_000);
    const row = await broke.botRow(bot.id);
    expect(row.status).toBe('stopped');
    expect(row.statusReason).toMatchObject({ key: 'hugevolWindowEnded', params: { volume: 0, target: 5000 } });
    expect(await broke.orders(bot.id)).toEqual([]);
    expect(broke.errors).toEqual([]);
  });

  it('hugevol stops when its window ends also while the order book cannot be fetched', { timeout: 300_000 }, async () => {
    const bot = await broke.addBot('hugevol', { target_volume: 5000, duration_minutes: 1, intensity: 'high', single_amount: 400 });
    await broke.start(bot);
    await liveMarket(10_000);
    await withDepthOutage(broke.exchange(), async () => {
      await liveMarket(30_000);
      expect(await broke.botStatus(bot.id)).toMatchObject({ status: 'paused', reason: { key: 'bookUnavailable' } });
      // The window (one minute from the first tick) ends while the book is still unavailable.
      await liveMarket(30_000);
      expect(await broke.botStatus(bot.id)).toMatchObject({
        status: 'stopped',
        reason: { key: 'hugevolWindowEnded', params: { volume: 0, target: 5000 } },
      });
    });
    expect(broke.errors).toEqual([]);
  });
});
