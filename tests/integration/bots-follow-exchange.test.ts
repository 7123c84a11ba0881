// Follow Exchange between the two sandbox exchanges under a virtual clock: the reference market
// (sandbox-b) moves; the bot keeps its own market (sandbox-a) within its threshold of the
// reference, at its pace. In hedge mode, what it bought or sold from others on its own market is
// traded back on the reference exchange. The reference pair may be another pair than the bot's own:
// a price ratio scales it (ETH/USDT following BNB/USDT), and hedge mode trades the bot's coin on it
// (CAKE/USDT hedged on CAKE/BNB); hedging on a pair of another coin stops the bot with the reason.
import { describe, expect, it } from 'vitest';
import { FOLLOW_TOLERANCE_PERCENT } from '../../src/engine/strategies/follow-exchange.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'follow', venues: ['sandbox-a', 'sandbox-b'] });

const referenceAt = (mid: number) => s.street('sandbox-b').quoteAround(mid, '50');
const lastOnA = () => s.lastPrice('sandbox-a');

/** What the fills on `web` tagged `tag` add up to: bought minus sold. */
function netAmount(fills: Array<{ web: string; tag: string; side: string; amount: number }>, web: string, tag: string): number {
  return fills
    .filter((fill) => fill.web === web && fill.tag === tag)
    .reduce((sum, fill) => sum + (fill.side === 'buy' ? fill.amount : -fill.amount), 0);
}

it('real_genpan keeps the gap to the reference within its threshold as the reference moves', { timeout: 300_000 }, async () => {
  s.street('sandbox-a').ladder(2000, '0.1');
  referenceAt(2000);
  const bot = await s.addBot('real_genpan', {
    reference_web: 'sandbox-b',
    mode: 'standard',
    max_step_percent: 0.4,
    order_amount: 0.05,
    interval_min: 3,
    interval_max: 5,
  });
  await s.start(bot);
  for (const reference of [2015, 1992, 2006, 2030]) {
    referenceAt(reference);
    await s.run(45_000, 1000);
    const gap = (Math.abs((await lastOnA()) - reference) / reference) * 100;
    // Within the threshold, plus a price step of rounding.
    expect(gap, `reference ${reference}`).toBeLessThanOrEqual(FOLLOW_TOLERANCE_PERCENT + 0.01);
  }
  // At its pace: no order more than the maximum step away from the price it moved from.
  const orders = (await s.orders(bot.id)).filter((order) => order.tag !== 'follow:hedge');
  expect(orders.length).toBeGreaterThan(4);
  let previous = 2000;
  for (const order of orders) {
    expect(Math.abs(order.price! - previous) / previous).toBeLessThanOrEqual(0.004 + 0.0005);
    previous = order.price!;
  }
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('followInSync');
  // One line per move, in the follow's own words; its orders' lines are that line's details.
  expect(keys).toContain('followMoved');
  expect(keys.filter((key) => ['orderPlaced', 'orderFilled', 'followMove'].includes(key))).toEqual([]);
  // Standard mode never trades on the reference exchange.
  expect((await s.fills(bot.id)).filter((fill) => fill.web === 'sandbox-b')).toEqual([]);
  await s.runner.stop(bot.id);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});

it('real_genpan in hedge mode trades back on the reference exchange what it traded with others', { timeout: 300_000 }, async () => {
  const start = await s.ladderAroundLast('0.1');
  referenceAt(start);
  const bot = await s.addBot('real_genpan', {
    reference_web: 'sandbox-b',
    mode: 'hedge',
    max_step_percent: 0.4,
    order_amount: 0.05,
    position_lower: 0,
    interval_min: 3,
    interval_max: 5,
  });
  await s.start(bot);
  referenceAt(start + 20);
  await s.run(45_000, 1000);
  referenceAt(start - 5);
  await s.run(45_000, 1000);
  const fills = await s.fills(bot.id);
  const taken = netAmount(fills, 'sandbox-a', 'follow:take');
  const hedged = netAmount(fills, 'sandbox-b', 'follow:hedge');
  expect(Math.abs(taken)).toBeGreaterThan(0.5);
  expect(Math.abs(taken + hedged)).toBeLessThan(0.001);
  expect(await s.logKeys(bot.id)).toContain('followHedge');
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});

it('real_genpan follows a reference pair other than its own, scaled by its price ratio', { timeout: 300_000 }, async () => {
  const start = await s.ladderAroundLast('0.1');
  // The reference venue's ETH/USDT stands elsewhere: the bot follows BNB/USDT there.
  referenceAt(start - 30);
  const b = s.street('sandbox-b');
  s.exchange('sandbox-b').engine.deposit(b.accountId, 'BNB', '1000');
  b.quoteAround(500, '50', 'BNBUSDT');
  const ratio = Number(((start + 12) / 500).toFixed(4));
  const target = 500 * ratio;
  const bot = await s.addBot('real_genpan', {
    reference_web: 'sandbox-b',
    reference_symbol: 'bnb/usdt',
    mode: 'standard',
    price_ratio: ratio,
    max_step_percent: 0.4,
    order_amount: 0.05,
    interval_min: 3,
    interval_max: 5,
  });
  await s.start(bot);
  await s.run(45_000, 1000);
  expect((Math.abs((await lastOnA()) - target) / target) * 100).toBeLessThanOrEqual(FOLLOW_TOLERANCE_PERCENT + 0.01);
  expect(await s.logKeys(bot.id)).toContain('followInSync');
  expect((await s.orders(bot.id)).every((order) => order.web === 'sandbox-a' && order.symbol === 'ETH/USDT')).toBe(true);
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});

it('real_genpan in hedge mode stops before trading when the reference pair trades another coin', { timeout: 300_000 }, async () => {
  const start = await s.ladderAroundLast('0.1');
  referenceAt(start + 20);
  const bot = await s.addBot('real_genpan', {
    reference_web: 'sandbox-b',
    reference_symbol: 'BNB/USDT',
    mode: 'hedge',
    price_ratio: 4,
    order_amount: 0.05,
  });
  await s.start(bot);
  await s.run(15_000, 1000);
  const row = await s.botRow(bot.id);
  expect(row.status).toBe('stopped');
  expect(row.statusReason).toMatchObject({ key: 'followHedgeCoin', params: { pair: 'BNB/USDT', coin: 'ETH', venue: 'sandbox-b' } });
  expect(await s.orders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});

describe('real_genpan hedging on a reference pair of another quote coin', () => {
  const c = fileBotScenario(
    { seed: 'follow-cake', venues: ['sandbox-a', 'sandbox-b'], balances: { USDT: '100000', CAKE: '10000', BNB: '100' } },
    (scenario) => {
      for (const venue of ['sandbox-a', 'sandbox-b']) {
        for (const asset of ['CAKE', 'BNB']) scenario.exchange(venue).engine.deposit(scenario.street(venue).accountId, asset, '1000000');
      }
    },
  );

  /** CAKE/USDT on sandbox-a: 20 CAKE every 0.002 around the center. */
  const cakeLadderOnA = (center: number) => c.street('sandbox-a').ladder(center, '20', { step: 0.002, decimals: 3, symbol: 'CAKEUSDT' });
  /** CAKE/BNB on sandbox-b around `mid` BNB. */
  const cakeInBnbAt = (mid: number) =>
    c.street('sandbox-b').quote((mid - 0.000005).toFixed(6), (mid + 0.000005).toFixed(6), '5000', 'CAKEBNB');

  it('real_genpan on CAKE/USDT follows CAKE/BNB times the BNB price and hedges its CAKE there', { timeout: 300_000 }, async () => {
    cakeLadderOnA(2.5);
    cakeInBnbAt(0.0042);
    const bot = await c.addBot(
      'real_genpan',
      {
        reference_web: 'sandbox-b',
        reference_symbol: 'CAKE/BNB',
        mode: 'hedge',
        price_ratio: 600,
        max_step_percent: 0.4,
        order_amount: 5,
        position_lower: 0,
        interval_min: 3,
        interval_max: 5,
      },
      { base: 'CAKE', quote: 'USDT' },
    );
    await c.start(bot);
    await c.run(45_000, 1000);
    const lastOnCakeA = async () => (await c.connector('sandbox-a').fetchTicker('CAKE/USDT')).last!;
    expect((Math.abs((await lastOnCakeA()) - 2.52) / 2.52) * 100).toBeLessThanOrEqual(FOLLOW_TOLERANCE_PERCENT + 0.05);
    cakeInBnbAt(0.00416);
    await c.run(45_000, 1000);
    expect((Math.abs((await lastOnCakeA()) - 2.496) / 2.496) * 100).toBeLessThanOrEqual(FOLLOW_TOLERANCE_PERCENT + 0.05);

    const fills = await c.fills(bot.id);
    const taken = netAmount(fills, 'sandbox-a', 'follow:take');
    const hedged = netAmount(fills, 'sandbox-b', 'follow:hedge');
    expect(Math.abs(taken)).toBeGreaterThan(20);
    expect(Math.abs(taken + hedged)).toBeLessThan(0.01);
    // The hedges went to the reference pair, the moves to the bot's own.
    const orders = await c.orders(bot.id);
    const hedges = orders.filter((order) => order.tag === 'follow:hedge');
    expect(hedges.length).toBeGreaterThan(0);
    expect(hedges.every((order) => order.web === 'sandbox-b' && order.symbol === 'CAKE/BNB')).toBe(true);
    expect(orders.filter((order) => order.tag !== 'follow:hedge').every((order) => order.symbol === 'CAKE/USDT')).toBe(true);
    await c.runner.stop(bot.id);
    expect(c.errors).toEqual([]);
  });
});
