// Order-Book Management on the sandbox with its simulated traders under a virtual clock: as the
// price moves and takers fill the bot's levels, it keeps N levels per side inside its spreads.
import { expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';

// A minute of market before the bot arrives.
const s = fileBotScenario({ seed: 'budan', participants: true }, (scenario) => scenario.run(60_000, 1000));

it('budan_new keeps N levels per side within its spreads as the price moves, and stop leaves nothing open', {
  timeout: 240_000,
}, async () => {
  const levels = 12;
  const bot = await s.addBot('budan_new', {
    levels_per_side: levels,
    first_spread_percent: 0.1,
    level_spread_percent: 0.15,
    book_spread_percent: 2,
    order_amount: 0.4,
    interval_min: 3,
    interval_max: 5,
  });
  await s.start(bot);
  await s.run(20_000, 1000);

  const mids: number[] = [];
  for (let checkpoint = 0; checkpoint < 8; checkpoint++) {
    // A buyer sweeps the asks, the bot's included, and later a seller sweeps the bids: the price jumps.
    const sweep = checkpoint === 2 || checkpoint === 5;
    if (checkpoint === 2) s.street().take('BUY', '400');
    if (checkpoint === 5) s.street().take('SELL', '800');
    await s.run(sweep ? 20_000 : 30_000, 1000);
    const orders = await s.venueOrders(bot.id);
    const bids = orders.filter((order) => order.side === 'buy').map((order) => order.price!);
    const asks = orders.filter((order) => order.side === 'sell').map((order) => order.price!);
    // Takers may have just filled a level or two; the next tick puts them back.
    expect(bids.length, `bids at checkpoint ${checkpoint}`).toBeGreaterThanOrEqual(levels - 2);
    expect(asks.length, `asks at checkpoint ${checkpoint}`).toBeGreaterThanOrEqual(levels - 2);
    expect(bids.length).toBeLessThanOrEqual(levels);
    expect(asks.length).toBeLessThanOrEqual(levels);
    const mid = (Math.max(...bids) + Math.min(...asks)) / 2;
    mids.push(mid);
    // Every level inside the book spread (2%) plus a level of drift, none crossing the mid.
    for (const bid of bids) expect(bid).toBeGreaterThanOrEqual(mid * (1 - 0.0215));
    for (const ask of asks) expect(ask).toBeLessThanOrEqual(mid * (1 + 0.0215));
    expect(Math.max(...bids)).toBeLessThan(Math.min(...asks));
  }
  const moved = (Math.max(...mids) - Math.min(...mids)) / Math.min(...mids);
  // The ladder followed the price by more than one level.
  expect(moved).toBeGreaterThan(0.0015);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('bookRequote');
  expect(keys).not.toContain('safetyStop');

  await s.runner.stop(bot.id);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect((await s.botRow(bot.id)).status).toBe('stopped');
  expect(s.errors).toEqual([]);
});
