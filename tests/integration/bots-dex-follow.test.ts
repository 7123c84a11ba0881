// DEX Follow and DEX Range on the sandbox chain under a virtual clock: the pool follows a sandbox
// exchange's price, and range swaps stay inside their ranges.
import { expect, it } from 'vitest';
import { fileDexBotScenario } from '../support/dex-bot-scenario.ts';

const s = fileDexBotScenario({ seed: 'bots-dex-follow', exchange: true });

it('DEX Follow closes the gap between the pool and the reference exchange price', { timeout: 240_000 }, async () => {
  const start = await s.pool('DEMO', 'USDT');
  const reference = start * 1.04;
  const bot = await s.addBot(
    'real_genpan_dex',
    {
      reference_web: 'sandbox-a',
      reference_symbol: 'DEMO/USDT',
      threshold_percent: 0.5,
      max_swap_amount: 2000,
      interval_min: 2,
      interval_max: 3,
    },
    { base: 'DEMO', quote: 'USDT' },
    'sandbox-a',
  );
  await s.start(bot);
  for (let round = 0; round < 12; round++) {
    // The street quotes the reference market afresh (a frozen book counts as unavailable).
    s.street().quote((reference * 0.999).toFixed(4), (reference * 1.001).toFixed(4), '1000', 'DEMOUSDT');
    await s.run(5_000);
  }
  const after = await s.pool('DEMO', 'USDT');
  expect(Math.abs(after / reference - 1) * 100).toBeLessThan(1);
  const swaps = (await s.swaps(bot.id)).filter((swap) => swap.status === 'done');
  expect(swaps.length).toBeGreaterThan(0);
  expect(swaps.every((swap) => swap.side === 'buy' && swap.quoteAmount! <= 2000 + 1e-6)).toBe(true);
  expect(await s.logKeys(bot.id)).toContain('followMove');
  await s.runner.stop(bot.id);
  expect(s.errors).toEqual([]);
});

it('DEX Range buys only inside its buy range, never above its top, until its budget is used', { timeout: 240_000 }, async () => {
  const price = await s.pool();
  const bot = await s.addBot('buy_sell_dex', {
    buy_lower: price * 0.95,
    buy_upper: price * 1.01,
    total_budget: 1,
    single_budget: 0.3,
    interval_min: 2,
    interval_max: 3,
  });
  await s.start(bot);
  await s.run(60_000);
  const swaps = (await s.swaps(bot.id)).filter((swap) => swap.status === 'done');
  expect(swaps.length).toBeGreaterThan(1);
  for (const swap of swaps) {
    expect(swap.side).toBe('buy');
    expect(swap.price!).toBeLessThanOrEqual(price * 1.01 * (1 + 1e-9));
    expect(swap.requested).toBeLessThanOrEqual(0.3 * 1.5 + 1e-9);
  }
  expect(swaps.reduce((sum, swap) => sum + swap.quoteAmount!, 0)).toBeLessThanOrEqual(1 + 1e-9);
  expect((await s.status(bot.id)).status).toBe('stopped');
  expect(await s.logKeys(bot.id)).toContain('budgetUsed');
  expect(s.errors).toEqual([]);
});
