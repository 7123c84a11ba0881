// A stopped bot leaves no order on the venue, whatever the venue answers on the way:
// - a bot whose stop was written while no session ran it (in the scaled-out mode, by the API while
//   the bot's worker was dead) is opened by the next worker only to cancel its orders; the bot stays
//   stopped for the reason the user gave, and its log says the stop once, then who cancelled what;
// - a cancel lost on the way (the venue briefly unavailable) is sent again;
// - an order carrying the bot's id that the bot has no record of (sent by an attempt whose answer
//   was lost) is cancelled with the rest;
// - orders the venue still lists after every attempt are counted in the bot's log, so the user
//   knows to check them on the exchange, and are tried again later: once the venue accepts, they go,
//   also when the process that stopped the bot ended before its tries came.
import { expect, it } from 'vitest';
import { clientOrderId } from '../../src/engine/runner/client-order-id.ts';
import { line } from '../../src/engine/runner/session-log.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';

/** The street quotes around 2,000: a buy at 1,800 rests. */
const s = fileBotScenario({ seed: 'left-orders', leftOrdersRetryMs: [300, 300, 300] }, (scenario) => {
  scenario.street().quoteAround(2000, '20');
});

/** A two-level order-book bot, run until it has orders out. */
async function botWithOrders() {
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
  const open = await s.venueOrders(bot.id);
  expect(open.length).toBeGreaterThan(0);
  return { bot, open };
}

/**
 * A bot with orders out, stopped while the venue refuses every cancel: its orders stay listed.
 * `meanwhile` runs before the venue accepts cancels again.
 */
async function stoppedWhileCancelsRefused(meanwhile: (botId: number, open: number) => Promise<void>) {
  const { bot, open } = await botWithOrders();
  const fault = s.exchange().faults.add({ kind: 'error', status: 503, path: '/api/v3/order', method: 'DELETE' });
  try {
    expect(await s.runner.stop(bot.id)).toBe(true);
    expect(await s.venueOrders(bot.id)).toHaveLength(open.length);
    await meanwhile(bot.id, open.length);
  } finally {
    s.exchange().faults.remove(fault);
  }
  return bot;
}

/** Waits, asking every half second, until the venue lists none of the bot's orders (at most 30 s). */
async function untilNoneLeft(botId: number, what: string): Promise<void> {
  // Asked in real time: the venue's request budget runs on the scenario's clock, which stands still here.
  for (let waited = 0; (await s.venueOrders(botId)).length > 0; waited += 500) {
    if (waited > 30_000) throw new Error(`the left orders were not cancelled ${what} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

it('cancels the orders of a bot stopped while its worker was dead, without stopping it twice', { timeout: 240_000 }, async () => {
  const { bot, open: left } = await botWithOrders();

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

it('sends a cancel again that the venue failed to answer, so the stop leaves nothing open', { timeout: 120_000 }, async () => {
  const { bot } = await botWithOrders();
  const fault = s.exchange().faults.add({ kind: 'error', status: 503, path: '/api/v3/order', method: 'DELETE', times: 1 });
  try {
    expect(await s.runner.stop(bot.id)).toBe(true);
  } finally {
    s.exchange().faults.remove(fault);
  }
  expect(await s.venueOrders(bot.id)).toEqual([]);
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('ordersCancelled');
  expect(keys).not.toContain('ordersLeftOpen');
  expect(s.errors).toEqual([]);
});

it('cancels on stop an order carrying the bot’s id that the bot has no record of', { timeout: 120_000 }, async () => {
  const { bot } = await botWithOrders();
  const stray = clientOrderId(bot.id, 900_000);
  await s
    .connector('sandbox-a')
    .createOrder({ symbol: 'ETH/USDT', side: 'buy', type: 'limit', amount: 0.05, price: 1800, clientOrderId: stray });
  expect((await s.venueOrders(bot.id)).map((order) => order.clientOrderId)).toContain(stray);

  expect(await s.runner.stop(bot.id)).toBe(true);
  expect(await s.venueOrders(bot.id)).toEqual([]);
  expect(await s.logKeys(bot.id)).toContain('strayCancelled');
  expect(s.errors).toEqual([]);
});

it('says in the bot’s log how many orders stay open when the venue refuses every cancel, and cancels them once it accepts', {
  timeout: 120_000,
}, async () => {
  const bot = await stoppedWhileCancelsRefused(async (botId, open) => {
    const [left] = (await s.logLines(botId)).filter((row) => row.key === 'ordersLeftOpen');
    expect(left?.params).toEqual({ count: open });
  });
  // The venue accepts cancels again: a later try cancels them, the bot still stopped.
  await untilNoneLeft(bot.id, 'by a later try');
  expect(await s.logKeys(bot.id)).toContain('leftOrdersRetry');
  expect(await s.botStatus(bot.id)).toMatchObject({ status: 'stopped' });
  expect(s.runner.heldBots()).toEqual([]);
});

it('tries the left orders again after the process that stopped the bot ended, and cancels them once the venue accepts', {
  timeout: 120_000,
}, async () => {
  // The process ends before any later try: its schedule goes with it.
  const bot = await stoppedWhileCancelsRefused(() => s.runner.close());
  const tries = (await s.logKeys(bot.id)).filter((key) => key === 'leftOrdersRetry').length;
  // A process started again on the same database resumes the running bots and picks the tries up.
  const restarted = s.newRunner();
  expect(await restarted.resumeAll()).toBe(0);
  await untilNoneLeft(bot.id, 'after the restart');
  expect((await s.logKeys(bot.id)).filter((key) => key === 'leftOrdersRetry').length).toBeGreaterThan(tries);
  expect(await s.botStatus(bot.id)).toMatchObject({ status: 'stopped' });
  expect(restarted.heldBots()).toEqual([]);
});
