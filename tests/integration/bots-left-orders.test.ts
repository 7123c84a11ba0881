// A bot whose stop was written while no session ran it (in the scaled-out mode, by the API while
// the bot's worker was dead) still has its orders on the venue. The next worker opens it only to
// cancel them: the venue ends with none of the bot's orders, the bot stays stopped for the reason
// the user gave, and its log says the stop once, then who cancelled what.
import { expect, it } from 'vitest';
import { line } from '../../src/engine/runner/session-log.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';

const s = fileBotScenario({ seed: 'left-orders' });

it('cancels the orders of a bot stopped while its worker was dead, without stopping it twice', { timeout: 240_000 }, async () => {
  s.street().quoteAround(2000, '20');
  const bot = await s.addBot('budan_new', {
    levels_per_side: 2,
    first_spread_percent: 0.3,
    level_spread_percent: 0.3,
    order_amount: 0.05,
    interval_min: 2,
    interval_max: 4,
  });
  await s.start(bot);
  await s.run(8_000);
  const left = await s.venueOrders(bot.id);
  expect(left.length).toBeGreaterThan(0);

  // The worker running it dies (its session ends, its orders stay); the API writes the stop.
  await s.runner.release(bot.id);
  const stopLine = line('stoppedByUser');
  await s.store.setStatus(bot.id, 'stopped', { reason: stopLine });
  await s.store.appendLogs([{ botId: bot.id, at: s.clock.now(), line: stopLine }]);
  expect(await s.venueOrders(bot.id)).toHaveLength(left.length);

  const row = await s.botRow(bot.id);
  const note = line('stoppedOrdersOfWorker', { worker: 'w2', previous: 'w1' }, 'warn');
  expect(await s.runner.cancelLeftOrders({ ...bot, status: row.status as 'stopped' }, note)).toBe(true);

  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(await s.botStatus(bot.id)).toMatchObject({ status: 'stopped', reason: { key: 'stoppedByUser' } });
  const keys = await s.logKeys(bot.id);
  expect(keys.filter((key) => key === 'stoppedByUser')).toHaveLength(1);
  expect(keys.slice(keys.indexOf('stoppedByUser') + 1)).toEqual(['stoppedOrdersOfWorker', 'ordersCancelled']);
  expect(s.runner.heldBots()).toEqual([]);
  expect(s.errors).toEqual([]);
});
