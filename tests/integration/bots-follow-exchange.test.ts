// Follow Exchange between the two sandbox exchanges under a virtual clock: the reference market
// (sandbox-b) moves; the bot keeps its own market (sandbox-a) within its threshold of the
// reference, at its pace. In hedge mode, what it bought or sold from others on its own market is
// traded back on the reference exchange. The reference pair may be another pair than the bot's own:
// a price ratio scales it (ETH/USDT following BNB/USDT), and hedge mode trades the bot's coin on it
// (CAKE/USDT hedged on CAKE/BNB); hedging on a pair of another coin stops the bot with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_TOLERANCE_PERCENT } from '../../src/engine/strategies/follow-exchange.ts';
import { type BotScenario, botScenario, fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'follow', venues: ['sandbox-a', 'sandbox-b'] });

function ladderOnA(center: number) {
  s.street('sandbox-a').clear();
  for (let i = 1; i <= 90; i++) {
    s.street('sandbox-a').order('BUY', (center - i).toFixed(2), '0.1');
    s.street('sandbox-a').order('SELL', (center + i).toFixed(2), '0.1');
  }
}
function referenceAt(mid: number) {
  s.street('sandbox-b').clear();
  s.street('sandbox-b').order('BUY', (mid - 0.5).toFixed(2), '50');
  s.street('sandbox-b').order('SELL', (mid + 0.5).toFixed(2), '50');
}
const lastOnA = async () => (await s.connector('sandbox-a').fetchTicker('ETH/USDT')).last!;

it('real_genpan keeps the gap to the reference within its threshold as the reference moves', { timeout: 300_000 }, async () => {
  ladderOnA(2000);
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
  expect(keys).toContain('followMove');
  // Standard mode never trades on the reference exchange.
  expect((await s.fills(bot.id)).filter((fill) => fill.web === 'sandbox-b')).toEqual([]);
  await s.runner.stop(bot.id);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});

it('real_genpan in hedge mode trades back on the reference exchange what it traded with others', { timeout: 300_000 }, async () => {
  const start = Math.round(await lastOnA());
  ladderOnA(start);
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
  const net = (web: string, tag: string) =>
    fills
      .filter((fill) => fill.web === web && fill.tag === tag)
      .reduce((sum, fill) => sum + (fill.side === 'buy' ? fill.amount : -fill.amount), 0);
  const taken = net('sandbox-a', 'follow:take');
  const hedged = net('sandbox-b', 'follow:hedge');
  expect(Math.abs(taken)).toBeGreaterThan(0.5);
  expect(Math.abs(taken + hedged)).toBeLessThan(0.001);
  expect(await s.logKeys(bot.id)).toContain('followHedge');
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});

it('real_genpan follows a reference pair other than its own, scaled by its price ratio', { timeout: 300_000 }, async () => {
  const start = Math.round(await lastOnA());
  ladderOnA(start);
  // The reference venue's ETH/USDT stands elsewhere: the bot follows BNB/USDT there.
  referenceAt(start - 30);
  const b = s.street('sandbox-b');
  s.exchange('sandbox-b').engine.deposit(b.accountId, 'BNB', '1000');
  b.clear('BNBUSDT');
  b.order('BUY', '499.50', '50', 'BNBUSDT');
  b.order('SELL', '500.50', '50', 'BNBUSDT');
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
  const start = Math.round(await lastOnA());
  ladderOnA(start);
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
  let c: BotScenario;
  beforeAll(async () => {
    c = await botScenario({
      seed: 'follow-cake',
      venues: ['sandbox-a', 'sandbox-b'],
      balances: { USDT: '100000', CAKE: '10000', BNB: '100' },
    });
    for (const venue of ['sandbox-a', 'sandbox-b']) {
      for (const asset of ['CAKE', 'BNB']) c.exchange(venue).engine.deposit(c.street(venue).accountId, asset, '1000000');
    }
  }, 240_000);
  afterAll(async () => {
    await c?.close();
  }, 60_000);

  /** CAKE/USDT on sandbox-a: 20 CAKE every 0.002 around the center. */
  function cakeLadderOnA(center: number) {
    c.street('sandbox-a').clear('CAKEUSDT');
    for (let i = 1; i <= 90; i++) {
      c.street('sandbox-a').order('BUY', (center - 0.002 * i).toFixed(3), '20', 'CAKEUSDT');
      c.street('sandbox-a').order('SELL', (center + 0.002 * i).toFixed(3), '20', 'CAKEUSDT');
    }
  }
  /** CAKE/BNB on sandbox-b around `mid` BNB. */
  function cakeInBnbAt(mid: number) {
    c.street('sandbox-b').clear('CAKEBNB');
    c.street('sandbox-b').order('BUY', (mid - 0.000005).toFixed(6), '5000', 'CAKEBNB');
    c.street('sandbox-b').order('SELL', (mid + 0.000005).toFixed(6), '5000', 'CAKEBNB');
  }

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
    const net = (web: string, tag: string) =>
      fills
        .filter((fill) => fill.web === web && fill.tag === tag)
        .reduce((sum, fill) => sum + (fill.side === 'buy' ? fill.amount : -fill.amount), 0);
    const taken = net('sandbox-a', 'follow:take');
    const hedged = net('sandbox-b', 'follow:hedge');
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
