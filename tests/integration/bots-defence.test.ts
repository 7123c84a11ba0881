// Defence Tool on the sandbox under a virtual clock: on start it clears the account's open orders
// on the market (not only its own); then a steady seller, and later a buyer, meet its orders at
// the band's bounds, and no trade happens outside [coin_lower, coin_upper] while its budget lasts.
import { expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'defence' });

const lower = 1985;
const upper = 2015;

async function tradesSince(since: number) {
  const trades = await s.connector('sandbox-a').fetchTrades('ETH/USDT', 500);
  return trades.filter((trade) => trade.timestamp > since).map((trade) => trade.price);
}

it('defence clears the account on start and holds the band against a seller and a buyer', { timeout: 300_000 }, async () => {
  s.street().order('BUY', '1990.00', '1');
  s.street().order('SELL', '2010.00', '1');
  // An order the account placed by hand, before the bot: the bot clears it on start.
  const manual = await s.connector('sandbox-a').createOrder({
    symbol: 'ETH/USDT',
    side: 'buy',
    type: 'limit',
    price: 1900,
    amount: 0.1,
    clientOrderId: 'manual-defence-1',
  });
  expect(manual.status).toBe('open');
  const bot = await s.addBot('defence', {
    coin_lower: lower,
    coin_upper: upper,
    order_amount: 0.5,
    total_budget: 5000,
    interval_seconds: 2,
  });
  await s.start(bot);
  await s.run(6_000, 1000);
  const open = await s.connector('sandbox-a').fetchOpenOrders('ETH/USDT');
  expect(open.find((order) => order.clientOrderId === 'manual-defence-1')).toBeUndefined();
  expect(open.map((order) => `${order.side} ${order.price}`).sort()).toEqual([`buy ${lower}`, `sell ${upper}`]);

  // A seller sells 0.4 every 5 s: first into the street's bid, then into the bot's lower bound.
  const start = s.clock.now();
  let held = 0;
  for (let round = 0; round < 8; round++) {
    s.street().take('SELL', '0.4');
    await s.run(5_000, 1000);
    const spent = (await s.fills(bot.id)).filter((fill) => fill.side === 'buy').reduce((sum, fill) => sum + fill.amount * fill.price, 0);
    if (spent < 4000) held++;
  }
  expect(held).toBeGreaterThanOrEqual(6);
  const sold = await tradesSince(start);
  expect(sold.length).toBeGreaterThan(6);
  for (const price of sold) expect(price).toBeGreaterThanOrEqual(lower);
  const buys = (await s.fills(bot.id)).filter((fill) => fill.side === 'buy');
  expect(buys.length).toBeGreaterThan(2);
  for (const fill of buys) expect(fill.price).toBeLessThanOrEqual(lower);

  // A buyer takes the street's ask and runs into the upper bound; a bid above the band is met.
  const upStart = s.clock.now();
  for (let round = 0; round < 4; round++) {
    s.street().take('BUY', '0.4');
    await s.run(5_000, 1000);
  }
  // 0.8 bid at 2030: 0.5 meets the bot's resting sell at once, the bot takes the rest on its next tick.
  s.street().order('BUY', '2030.00', '0.8');
  await s.run(5_000, 1000);
  const bought = await tradesSince(upStart);
  for (const price of bought) expect(price).toBeLessThanOrEqual(2030);
  const sells = (await s.fills(bot.id)).filter((fill) => fill.side === 'sell');
  expect(sells.some((fill) => fill.price === 2030 && fill.amount === 0.3)).toBe(true);
  for (const fill of sells) expect(fill.price).toBeGreaterThanOrEqual(upper);
  const book = await s.connector('sandbox-a').fetchOrderBook('ETH/USDT', 5);
  expect(book.bids[0]![0]).toBeLessThanOrEqual(upper);

  // The seller goes on until the budget is used: the bot says so and spends no more.
  for (let round = 0; round < 8; round++) {
    s.street().take('SELL', '0.5');
    await s.run(4_000, 1000);
  }
  const spent = (await s.fills(bot.id)).filter((fill) => fill.side === 'buy').reduce((sum, fill) => sum + fill.amount * fill.price, 0);
  expect(spent).toBeLessThanOrEqual(5000 + 1e-6);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('openOrdersCleared');
  expect(keys).toContain('defenceBudgetUsed');
  expect(keys).toContain('defenceUpper');
  await s.runner.stop(bot.id);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(s.errors).toEqual([]);
});
