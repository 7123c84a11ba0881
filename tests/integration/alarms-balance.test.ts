// Balance alerts on the bound account: the token balance read by the account-check job, and the
// drops measured on balance snapshots (taken every second here instead of every 10 minutes, so
// the "hourly" comparison, six snapshots back, spans six seconds). The account loses value by
// selling at a bad price; the market's price is then put back, as it would recover.
import { countDistinct } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetSnapshots } from '../../src/server/db/schema/index.ts';
import type { AlarmView } from '../../src/shared/contracts/alarm/alarm-view.ts';
import { addAlarm, firingsOf, waitFor } from '../support/alarm-client.ts';
import { fileAlarmScene } from '../support/alarm-scene.ts';
import { bodyOf } from '../support/mail-text.ts';

const SNAPSHOT_MS = 1_000;

const { server, mail, market, user, venueAccount } = fileAlarmScene({
  env: { ALARM_SNAPSHOT_INTERVAL_MS: String(SNAPSHOT_MS), ALARM_EVALUATE_INTERVAL_MS: '500' },
  balances: { BTC: '1', USDT: '100000' },
});

let drops: AlarmView;
let lowBalance: AlarmView;

beforeAll(async () => {
  drops = await addAlarm(user.client, {
    web: market.web,
    hourly_drop_enabled: true,
    hourly_drop_percent: 5,
    snapshot_drop_enabled: true,
    snapshot_drop_percent: 5,
  });
  lowBalance = await addAlarm(user.client, { web: market.web, balance_asset: 'BTC', balance_below: 0.8 });
});

const conditions = async (alarmId: number) => (await firingsOf(user.client, alarmId)).map((firing) => firing.condition).sort();

/** The snapshot runs stored so far (the shared asset snapshot job runs on the scheduler; a run's rows share its time). */
async function snapshotCount(): Promise<number> {
  const [row] = await server.runtime.database.db.select({ n: countDistinct(assetSnapshots.takenAt) }).from(assetSnapshots);
  return row?.n ?? 0;
}

/** Waits until the snapshot job has stored `n` more snapshots. */
async function snapshotsPass(n: number): Promise<void> {
  const target = (await snapshotCount()) + n;
  await waitFor(`${n} more snapshots`, snapshotCount, (stored) => stored >= target, n * SNAPSHOT_MS + 15_000);
}

describe('balance alerts', () => {
  it('stays quiet while the holdings are steady', async () => {
    await market.seenByFeed(60_000);
    // Seven snapshots: enough for the hourly comparison to have one six snapshots back.
    await snapshotsPass(7);
    expect(await conditions(drops.id)).toEqual([]);
    expect(await conditions(lowBalance.id)).toEqual([]);
  });

  it('fires the 10-minute and the hourly drop once each when value leaves the account, and balance-below', async () => {
    // Sell 0.5 BTC at half the market price, then the market trades at 60,000 again:
    // 1 BTC + 100,000 = 160,000 USDT becomes 0.5 BTC + 114,985 (after the 0.1% fee) = 144,985 USDT.
    const buyer = await market.account({ USDT: '1000000' });
    market.venue.engine.placeOrder(buyer.accountId, {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: '30000.00',
      quantity: '0.5',
    });
    market.venue.engine.placeOrder(venueAccount.accountId, {
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'IOC',
      price: '30000.00',
      quantity: '0.5',
    });
    market.tradeAt(60_000);

    const fired = await waitFor(
      'both drop firings',
      () => firingsOf(user.client, drops.id),
      (list) => list.length >= 2,
    );
    const byCondition = Object.fromEntries(fired.map((firing) => [firing.condition, firing.values]));
    expect(Object.keys(byCondition).sort()).toEqual(['hourly_drop', 'snapshot_drop']);
    for (const values of Object.values(byCondition)) {
      expect(values).toMatchObject({ threshold: 5, from: 160_000, to: 144_985, price: 60_000 });
      expect(values['percent']).toBeCloseTo(9.3844, 3);
    }
    const [low] = await waitFor(
      'the balance-below firing',
      () => firingsOf(user.client, lowBalance.id),
      (list) => list.length > 0,
    );
    expect(low).toMatchObject({ condition: 'balance_below', values: { threshold: 0.8, balance: 0.5 } });
  });

  it('does not fire again while the holdings stay at their lower level', async () => {
    // Past the point where the hourly comparison itself no longer spans the drop.
    await snapshotsPass(8);
    expect(await conditions(drops.id)).toEqual(['hourly_drop', 'snapshot_drop']);
    expect(await conditions(lowBalance.id)).toEqual(['balance_below']);
  });

  it('delivers each firing by e-mail with the figures', async () => {
    const bodies: string[] = [];
    for (let i = 0; i < 3; i++) bodies.push(bodyOf((await mail.next(user.email, 10_000)).raw));
    const text = bodies.join('\n');
    expect(text).toContain('fell 9.38% within the hour (160,000 → 144,985 USDT, both at the current price)');
    expect(text).toContain('fell 9.38% since the 10-minute snapshot before (160,000 → 144,985 USDT');
    expect(text).toContain('BTC balance is below 0.8: now 0.5.');
  });
});
