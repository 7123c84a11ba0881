// The arbitrage-bot alert on a live account: the user's account quotes on a sandbox market and an
// outside account takes each quote on a fixed two-second timer, as a bot polling another venue
// would. The account-check job reads the account's fills through ccxt and the detector flags the
// regular cadence, once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/server/db/schema/index.ts';
import { ARBITRAGE_PARAMS } from '../../src/server/modules/alarms/evaluation/arbitrage-detector.ts';
import { addAlarm, firingsOf, waitFor } from '../support/alarm-client.ts';
import { fileAlarmScene } from '../support/alarm-scene.ts';

const CADENCE_MS = 2_000;

const { server, market, user, venueAccount } = fileAlarmScene({
  env: { ALARM_EVALUATE_INTERVAL_MS: '500' },
  balances: { BTC: '1', USDT: '100000' },
});

/** When the account-check job runs next: it moves on each run. */
async function nextCheckAt(): Promise<number> {
  const [row] = await server.runtime.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, 'alarms.check-accounts'));
  return row?.runAt.getTime() ?? 0;
}

async function accountChecksPass(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const before = await nextCheckAt();
    await waitFor('the next account check', nextCheckAt, (at) => at !== before, 10_000);
  }
}

describe('arbitrage-bot alert', () => {
  it("fires once when outside orders take the account's quotes at a machine-regular pace", async () => {
    const alarm = await addAlarm(user.client, { web: market.web, arbitrage_bot: true });
    const taker = await market.account({ USDT: '1000000' });
    const hits = ARBITRAGE_PARAMS.minHits + 2;
    // The outside "bot": our quote rests, it is taken, our quote is put back, on a timer.
    for (let i = 0; i < hits; i++) {
      market.venue.engine.placeOrder(venueAccount.accountId, {
        symbol: 'BTCUSDT',
        side: 'SELL',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: '60000.00',
        quantity: '0.001',
      });
      market.venue.engine.placeOrder(taker.accountId, {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'IOC',
        price: '60000.00',
        quantity: '0.001',
      });
      if (i < hits - 1) await new Promise((resolve) => setTimeout(resolve, CADENCE_MS));
    }
    const [firing] = await waitFor(
      'the arbitrage firing',
      () => firingsOf(user.client, alarm.id),
      (list) => list.length > 0,
      15_000,
    );
    expect(firing?.condition).toBe('arbitrage_bot');
    expect(firing?.values['hits']).toBeGreaterThanOrEqual(ARBITRAGE_PARAMS.minHits);
    expect(firing?.values['cadence_seconds']).toBeCloseTo(CADENCE_MS / 1000, 0);
    expect(firing?.values['regularity']).toBeLessThanOrEqual(ARBITRAGE_PARAMS.regularVariation);
    // Still flagged on the following checks, but fired once.
    await accountChecksPass(2);
    expect(await firingsOf(user.client, alarm.id)).toHaveLength(1);
  });
});
