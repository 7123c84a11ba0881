// Market Sync between the two sandbox exchanges under a virtual clock: the index market (the same
// pair on sandbox-b) moves; the bot keeps its own market (sandbox-a) within its band of the index,
// at most its maximum step per move, and leaves the market alone while it is inside the band. With
// no index price it pauses and resumes when the index is back. The index pair may be written any way
// and may be another pair than the bot's own; one the index venue does not list stops the bot, with
// the reason, before it trades. Without the funds for a move it pauses.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { robotLogs } from '../../src/server/db/schema/index.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'kongpan', venues: ['sandbox-a', 'sandbox-b'] });

const BAND = 0.3;
const STEP = 0.4;

const indexAt = (mid: number) => s.street('sandbox-b').quoteAround(mid, '50');
const lastOnA = () => s.lastPrice('sandbox-a');
/** The parameters of the bot's first log line with this key. */
async function firstLog(botId: number, key: string) {
  await s.runner.settle();
  const [row] = await s.db
    .select()
    .from(robotLogs)
    .where(and(eq(robotLogs.botId, botId), eq(robotLogs.key, key)))
    .orderBy(robotLogs.id)
    .limit(1);
  return row?.params;
}
const gapPercent = async (index: number) => (Math.abs((await lastOnA()) - index) / index) * 100;

const params = {
  index_web: 'sandbox-b',
  index_symbol: 'ETH/USDT',
  spread_percent: BAND,
  max_step_percent: STEP,
  order_amount: 0.05,
  interval_min: 3,
  interval_max: 5,
};

it('kongpan keeps its market within its band of the index as the index moves, at its pace', { timeout: 300_000 }, async () => {
  s.street('sandbox-a').ladder(2000, '0.1');
  indexAt(2000);
  const bot = await s.addBot('kongpan', params);
  await s.start(bot);
  for (const index of [2020, 1985, 2004, 2040]) {
    indexAt(index);
    // Far outside the band at first.
    expect(await gapPercent(index), `index ${index} before`).toBeGreaterThan(BAND);
    await s.run(45_000, 1000);
    // Within the band, plus a price step of rounding.
    expect(await gapPercent(index), `index ${index}`).toBeLessThanOrEqual(BAND + 0.01);
  }
  // At its pace: no order more than the maximum step away from the price it moved from.
  const orders = await s.orders(bot.id);
  expect(orders.length).toBeGreaterThan(6);
  let previous = 2000;
  for (const order of orders) {
    expect(Math.abs(order.price! - previous) / previous).toBeLessThanOrEqual(STEP / 100 + 0.0005);
    previous = order.price!;
  }
  // Only its own market trades: nothing on the index exchange.
  expect((await s.fills(bot.id)).filter((fill) => fill.web === 'sandbox-b')).toEqual([]);

  // An index move inside the band leaves the market alone.
  const price = await lastOnA();
  indexAt(Math.round(price * (1 + (BAND * 0.6) / 100)));
  const count = (await s.orders(bot.id)).length;
  await s.run(30_000, 1000);
  expect((await s.orders(bot.id)).length).toBe(count);
  expect(await lastOnA()).toBe(price);

  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('kongpanGap');
  // One line per move; its orders' lines are that line's details.
  expect(keys).toContain('kongpanMoved');
  expect(keys.filter((key) => ['orderPlaced', 'orderFilled'].includes(key))).toEqual([]);
  expect(keys).toContain('kongpanInSync');
  expect(keys).not.toContain('safetyStop');
  await s.runner.stop(bot.id);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});

it('kongpan pauses while the index has no price and syncs again when it is back', { timeout: 300_000 }, async () => {
  const start = await s.ladderAroundLast('0.1');
  indexAt(start);
  const bot = await s.addBot('kongpan', params);
  await s.start(bot);
  await s.run(10_000, 1000);
  expect((await s.botRow(bot.id)).status).toBe('running');

  // The index book empties (and the index pair has never traded): no index price.
  s.street('sandbox-b').clear();
  await s.run(15_000, 1000);
  expect((await s.botRow(bot.id)).status).toBe('paused');
  expect(await s.logKeys(bot.id)).toContain('kongpanIndexUnavailable');
  const count = (await s.orders(bot.id)).length;
  await s.run(20_000, 1000);
  expect((await s.orders(bot.id)).length).toBe(count);

  // The index is back, elsewhere: the bot resumes and syncs to it.
  indexAt(start + 15);
  await s.run(45_000, 1000);
  expect((await s.botRow(bot.id)).status).toBe('running');
  expect(await s.logKeys(bot.id)).toContain('resumed');
  expect(await gapPercent(start + 15)).toBeLessThanOrEqual(BAND + 0.01);
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});

it('kongpan syncs to its index pair however it is written, and to another pair than its own', { timeout: 300_000 }, async () => {
  // The same pair, written as the user might type it.
  let start = await s.ladderAroundLast('0.1');
  indexAt(start + 12);
  const written = await s.addBot('kongpan', { ...params, index_symbol: ' eth-usdt ' });
  await s.start(written);
  await s.run(45_000, 1000);
  expect(await gapPercent(start + 12)).toBeLessThanOrEqual(BAND + 0.01);
  expect(await s.logKeys(written.id)).toContain('kongpanInSync');
  await s.runner.stop(written.id);

  // Another pair on the index venue (BNB/USDT, its price set there): the bot follows it, not the
  // venue's ETH/USDT, which stands elsewhere.
  start = await s.ladderAroundLast('0.1');
  indexAt(start + 40);
  const b = s.street('sandbox-b');
  s.exchange('sandbox-b').engine.deposit(b.accountId, 'BNB', '1000');
  const bnb = start - 14;
  b.quoteAround(bnb, '50', 'BNBUSDT');
  const other = await s.addBot('kongpan', { ...params, index_symbol: 'BNBUSDT' });
  await s.start(other);
  await s.run(45_000, 1000);
  expect(await gapPercent(bnb)).toBeLessThanOrEqual(BAND + 0.01);
  expect(await gapPercent(start + 40)).toBeGreaterThan(2);
  expect(await firstLog(other.id, 'kongpanGap')).toMatchObject({ index: bnb });
  // The index pair is only watched: every order of the bot is on its own market.
  expect((await s.orders(other.id)).every((order) => order.web === 'sandbox-a' && order.symbol === 'ETH/USDT')).toBe(true);
  await s.runner.stop(other.id);
  expect(s.errors).toEqual([]);
});

it('kongpan stops before trading when the index venue does not list its index pair', { timeout: 300_000 }, async () => {
  const start = await s.ladderAroundLast('0.1');
  indexAt(start + 30);
  const bot = await s.addBot('kongpan', { ...params, index_symbol: 'XRP/USDT' });
  await s.start(bot);
  await s.run(15_000, 1000);
  const row = await s.botRow(bot.id);
  expect(row.status).toBe('stopped');
  expect(row.statusReason).toMatchObject({ key: 'secondPairUnlisted', params: { pair: 'XRP/USDT', venue: 'sandbox-b' } });
  expect(await s.orders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});

describe('kongpan on an account without funds', () => {
  const broke = fileBotScenario({ seed: 'kongpan-broke', venues: ['sandbox-a', 'sandbox-b'], balances: { USDT: '0', ETH: '0' } });

  it('kongpan pauses when it cannot pay for a move, naming the asset, and never trades', { timeout: 300_000 }, async () => {
    broke.street('sandbox-a').order('BUY', '1999.00', '1');
    broke.street('sandbox-a').order('SELL', '2001.00', '1');
    broke.street('sandbox-b').order('BUY', '2029.50', '50');
    broke.street('sandbox-b').order('SELL', '2030.50', '50');
    const bot = await broke.addBot('kongpan', params);
    await broke.start(bot);
    await broke.run(20_000, 1000);
    const row = await broke.botRow(bot.id);
    expect(row.status).toBe('paused');
    expect(row.statusReason).toMatchObject({ key: 'notEnoughBalance', params: { asset: 'USDT' } });
    expect(await broke.orders(bot.id)).toEqual([]);
    expect(await broke.logKeys(bot.id)).toContain('kongpanGap');
    await broke.runner.stop(bot.id);
    expect(broke.errors).toEqual([]);
  });
});
