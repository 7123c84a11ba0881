// The lifecycle of spec §4 on the sandbox under a virtual clock: a bot pauses while the order book
// cannot be fetched and resumes when it is back; it keeps running without a last price; the safety
// module switches off a bot doing more than 60 order actions a minute; an API key the venue refuses
// stops the bot with the reason.
import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../src/engine/runner/types.ts';
import { STRATEGIES } from '../../src/engine/strategies/index.ts';
import { fileBotScenario } from '../support/bot-scenario.ts';
import { withDepthOutage } from '../support/venue-outage.ts';

/** A runaway strategy: every tick it cancels its order and places another, ignoring its action budget. */
const churn: Strategy<unknown, { n: number }> = {
  key: 'churn',
  needs: () => ({ bookDepth: 5, balances: false }),
  initialState: () => ({ n: 0 }),
  intervalMs: () => 1000,
  decide(ctx) {
    const bid = ctx.primary.book?.bids[0]?.[0] ?? 1000;
    return {
      state: { n: ctx.state.n + 1 },
      actions: [
        ...ctx.orders.map((order) => ({ kind: 'cancel' as const, clientOrderId: order.clientOrderId })),
        { kind: 'place', side: 'buy', type: 'limit', price: Math.floor(bid * 0.9), amount: 0.01, tag: `churn:${ctx.state.n}` },
      ],
    };
  },
};

const s = fileBotScenario({ seed: 'lifecycle', strategies: new Map([...STRATEGIES, ['shua', churn as unknown as Strategy]]) }, (scenario) =>
  scenario.street().quote('1999', '2001', '5'),
);

/** The street re-quotes every few seconds, so the venue's book is alive. */
const liveMarket = (ms: number) => s.runLiveBook(ms, '1999', '2001', '5');

describe('bot lifecycle', () => {
  it('pauses while the order book cannot be fetched, resumes when it is back, and keeps running without a last price', {
    timeout: 240_000,
  }, async () => {
    const bot = await s.addBot('grid', { lower_price: 1900, upper_price: 2100, grid_count: 5, order_amount: 0.01, interval_seconds: 2 });
    await s.start(bot);
    await liveMarket(10_000);
    expect((await s.botRow(bot.id)).status).toBe('running');
    // No trade has happened on this market: the last price is unavailable, and the bot runs on.
    expect(await s.logKeys(bot.id)).toContain('priceUnavailable');

    await withDepthOutage(s.exchange(), async () => {
      await liveMarket(30_000);
      expect(await s.botStatus(bot.id)).toMatchObject({ status: 'paused', reason: { key: 'bookUnavailable' } });
    });
    await liveMarket(15_000);
    expect((await s.botRow(bot.id)).status).toBe('running');
    const keys = await s.logKeys(bot.id);
    expect(keys.indexOf('bookUnavailable')).toBeGreaterThan(-1);
    expect(keys.indexOf('dataRecovered')).toBeGreaterThan(keys.indexOf('bookUnavailable'));
    await s.runner.stop(bot.id);
    expect(await s.venueOrders(bot.id)).toEqual([]);
  });

  it('switches off a bot doing more than 60 order actions a minute, with a log line, leaving no order open', {
    timeout: 240_000,
  }, async () => {
    const bot = await s.addBot('shua', { target_volume: 10, single_amount: 0.01 });
    await s.start(bot);
    await liveMarket(60_000);
    const row = await s.botRow(bot.id);
    expect(row.status).toBe('stopped');
    expect(row.statusReason).toMatchObject({ key: 'safetyStop', params: { limit: 60 } });
    const orders = await s.orders(bot.id);
    // The limit was crossed in the bot's 31st second: about 60 actions, not more.
    expect(orders.filter((order) => order.status !== 'rejected').length).toBeLessThanOrEqual(31);
    expect(await s.venueOrders(bot.id)).toEqual([]);
    expect(await s.logKeys(bot.id)).toContain('safetyStop');
  });
});

describe('an API key the venue refuses', () => {
  const denied = fileBotScenario({ seed: 'denied', invalidSecret: true }, (scenario) => scenario.street().quote('1999', '2001', '5'));

  it('stops the bot with the reason instead of retrying', { timeout: 240_000 }, async () => {
    const bot = await denied.addBot('grid', {
      lower_price: 1900,
      upper_price: 2100,
      grid_count: 5,
      order_amount: 0.01,
      interval_seconds: 2,
    });
    await denied.start(bot);
    await denied.run(10_000, 1000);
    const row = await denied.botRow(bot.id);
    expect(row.status).toBe('stopped');
    expect(row.statusReason).toMatchObject({ key: 'stoppedVenue' });
    expect(row.statusReason).toMatchObject({ params: { reason: 'authentication' } });
    expect(await denied.orders(bot.id)).toEqual([]);
  });
});
