// Listing Open on the sandbox under a virtual clock: started before the listing time, the bot
// places nothing until then and its whole opening ladder goes out in the first second of
// trading, within its spreads and protection limits; a level that fills is put back.
import { expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'open' });

/** An opening ladder at 2000: five levels a side, 0.4% apart within a 2% book spread, 0.2 ETH a level. */
const LADDER = { open_price: 2000, ladder_levels: 5, book_spread_percent: 2, level_spread_percent: 0.4, order_amount: 0.2 };

/** The ladder, listed a second ago, with its protection limits. */
const listedWithLimits = (price_lower: number, price_upper: number) => ({
  ...LADDER,
  open_time: s.clock.now() - 1000,
  price_lower,
  price_upper,
});

it('open_cex places its ladder in the first second of trading at the listing time', { timeout: 300_000 }, async () => {
  const openTime = s.clock.now() + 90_000;
  const bot = await s.addBot('open_cex', { ...LADDER, open_time: openTime, price_lower: 1995, price_upper: 2100 });
  await s.start(bot);
  await s.run(89_000, 1000);
  expect(await s.venueOrders(bot.id)).toEqual([]);

  await s.run(1_000, 250);
  const orders = await s.orders(bot.id);
  expect(orders.length).toBe(10);
  for (const order of orders) {
    expect(order.createdAt.getTime()).toBeGreaterThanOrEqual(openTime);
    expect(order.createdAt.getTime()).toBeLessThan(openTime + 1000);
  }
  const open = await s.venueOrders(bot.id);
  const bids = open.filter((order) => order.side === 'buy').map((order) => order.price!);
  const asks = open.filter((order) => order.side === 'sell').map((order) => order.price!);
  expect(bids.sort()).toEqual([1960, 1968, 1976, 1984, 1992]);
  expect(asks.sort()).toEqual([2008, 2016, 2024, 2032, 2040]);
  // The nearest levels (0.4%, within 1%) are doubled; the others are the maintained volume ±30%.
  for (const order of open) {
    const nearest = order.price === 1992 || order.price === 2008;
    expect(order.amount).toBeGreaterThanOrEqual(nearest ? 0.28 : 0.14);
    expect(order.amount).toBeLessThanOrEqual(nearest ? 0.52 : 0.26);
  }

  // A buyer takes the first ask; the bot puts the level back.
  s.street().take('BUY', '0.1');
  await s.run(12_000, 1000);
  const again = await s.venueOrders(bot.id);
  expect(
    again
      .filter((order) => order.side === 'sell')
      .map((order) => order.price!)
      .sort(),
  ).toEqual([2008, 2016, 2024, 2032, 2040]);
  // Before the listing there is no last price: the runner says so once and the bot keeps waiting.
  const keys = await s.logKeys(bot.id);
  expect(keys.filter((key) => key !== 'priceUnavailable').slice(0, 3)).toEqual(['started', 'openWaiting', 'openLadder']);
  expect(keys.filter((key) => key === 'bookUnavailable')).toEqual([]);
  await s.runner.stop(bot.id);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});

it('open_cex keeps its protection: no buy above price_upper, no sell below price_lower', { timeout: 300_000 }, async () => {
  const bot = await s.addBot('open_cex', listedWithLimits(2020, 1980)).catch((error: Error) => error);
  // price_upper below price_lower breaks the range rule.
  expect(bot).toBeInstanceOf(Error);
  const protectedBot = await s.addBot('open_cex', listedWithLimits(2020, 2020));
  await s.start(protectedBot);
  await s.run(3_000, 1000);
  const open = await s.venueOrders(protectedBot.id);
  expect(open.filter((order) => order.side === 'sell').every((order) => order.price! >= 2020)).toBe(true);
  expect(
    open
      .filter((order) => order.side === 'sell')
      .map((order) => order.price!)
      .sort(),
  ).toEqual([2024, 2032, 2040]);
  expect(open.filter((order) => order.side === 'buy')).toHaveLength(5);
  await s.runner.stop(protectedBot.id);
  expect(s.errors).toEqual([]);
});
