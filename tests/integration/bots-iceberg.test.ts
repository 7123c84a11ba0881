// Batch Selling on the sandbox under a virtual clock: it shows one tranche at a time at the top of
// the book, follows the market down but never sells below its floor, and stops after its last tranche.
import { expect, it } from 'vitest';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'iceberg' });

it('iceberg never sells below its floor, shows one tranche at a time, and stops after its last tranche', { timeout: 240_000 }, async () => {
  const street = s.street();
  street.quote('1990', '2010', '5');
  const bot = await s.addBot('iceberg', { total_amount: 1, tranche_amount: 0.2, limit_price: 2000, interval_min: 5, interval_max: 10 });
  await s.start(bot);
  await s.run(10_000);
  const shown = await s.venueOrders(bot.id);
  expect(shown).toHaveLength(1);
  expect(shown[0]).toMatchObject({ side: 'sell', price: 2009.99 });
  expect(shown[0]!.amount).toBeGreaterThanOrEqual(0.14);
  expect(shown[0]!.amount).toBeLessThanOrEqual(0.26);

  // Buyers take the top of the book for a while, then the market falls below the floor.
  for (let round = 0; round < 4; round++) {
    s.street().take('BUY', '0.12');
    await s.run(10_000);
    expect((await s.venueOrders(bot.id)).length).toBeLessThanOrEqual(1);
  }
  street.clear();
  street.order('BUY', '1985', '5');
  street.order('SELL', '1995', '0.4');
  await s.run(25_000);
  const atFloor = await s.venueOrders(bot.id);
  expect(atFloor.map((order) => order.price)).toEqual([2000]);
  for (let round = 0; round < 30 && (await s.botRow(bot.id)).status !== 'stopped'; round++) {
    // The street re-quotes each round (a book that never changes counts as a frozen feed).
    street.clear();
    street.order('BUY', '1985', '5');
    street.order('SELL', '2030', '5');
    s.street().take('BUY', '0.15');
    await s.run(10_000);
  }

  const fills = await s.fills(bot.id);
  expect(fills.length).toBeGreaterThan(4);
  expect(fills.every((fill) => fill.side === 'sell' && fill.price >= 2000)).toBe(true);
  expect(fills.some((fill) => fill.price === 2000)).toBe(true);
  expect(fills.reduce((sum, fill) => sum + fill.amount, 0)).toBeCloseTo(1, 6);
  expect((await s.botRow(bot.id)).status).toBe('stopped');
  expect(await s.venueOrders(bot.id)).toEqual([]);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('icebergReprice');
  expect(keys.at(-1)).toBe('icebergDone');
  expect(s.errors).toEqual([]);
});
