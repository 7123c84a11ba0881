// A 500-order batch on the sandbox: it runs as a background task within the account's order-rate
// limit (the venue never has to refuse one), every order is accounted for (use + skip + fail =
// total) and is on the venue exactly once under its client order id, and the end of the task
// reaches the user's subscribed device as a web push. The batch is in self-trade mode (250 pairs
// of opposite orders at one price, 500 orders), because a venue keeps at most 200 open orders per
// pair (Binance's MAX_NUM_ORDERS): 500 resting orders of one pair cannot all be accepted.
// The venue runs without its simulated traders: the reference price walks with the wall clock, and
// over a slow run it moved past the batch's ±0.05% band, so legs traded with the background book
// instead of their own opposite and rested until the venue refused the 201st. On a quiet book each
// pair's two legs can only meet each other, which is what the batch's self-trade mode promises.
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tradeTaskItems } from '../../src/server/db/schema/index.ts';
import { SANDBOX_MARKETS } from '../../src/sandbox/markets.ts';
import { expectCode } from '../support/accounts.ts';
import { type PushReceiver, startPushReceiver } from '../support/push-receiver.ts';
import {
  PAIR,
  startSelfTradeBatch,
  startTradeServer,
  type TradeTestServer,
  venueOrders,
  waitForTask,
  WEB,
} from '../support/trade-client.ts';

/** 300 new orders per 10 s: the governor's budget lets 20% (60) leave at once and 24 a second after that. */
const ORDERS_PER_10S = 300;
const floorSeconds = (orders: number) => (orders - ORDERS_PER_10S * 0.2) / ((ORDERS_PER_10S * 0.8) / 10);

let trade: TradeTestServer;
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  trade = await startTradeServer({
    ordersPer10Seconds: ORDERS_PER_10S,
    participants: false,
    env: { VAPID_SUBJECT: 'mailto:tasks@example.com' },
  });
}, 120_000);

afterAll(async () => {
  await trade?.stop();
  await receiver?.close();
});

it('places 500 orders within the rate limit, each exactly once, and pushes the outcome', { timeout: 180_000 }, async () => {
  const device = receiver.subscribe();
  expectCode(await trade.client.call('/Api/Alarm/push_subscribe', { endpoint: device.endpoint, keys: device.keys }), 1000);
  // No one else quotes on this venue: the batch's band is set around the market's starting price.
  const mid = Number(SANDBOX_MARKETS.find((market) => market.symbol === 'BTCUSDT')!.initialPrice);
  const started = Date.now();
  const { schedule_code: code, total } = await startSelfTradeBatch(trade.client, mid, { pairs: 250, totalQuantity: 0.5, seed: 7 });
  expect(code).toMatch(/^T[A-Za-z0-9]{24}$/);
  expect(total).toBe(500);

  const progress = await waitForTask(trade.client, code, 150_000);
  const seconds = (Date.now() - started) / 1000;
  expect(progress.status).toBe(2);
  expect(progress.use + progress.skip + progress.fail).toBe(500);
  // Any order the batch could not place, with the venue's reason (an empty list is the expectation).
  const unplaced = await trade.server.runtime.database.db
    .select({
      index: tradeTaskItems.index,
      side: tradeTaskItems.side,
      price: tradeTaskItems.price,
      result: tradeTaskItems.result,
      reason: tradeTaskItems.reason,
    })
    .from(tradeTaskItems)
    .where(ne(tradeTaskItems.result, 'use'));
  expect(unplaced).toEqual([]);
  expect(progress.use).toBe(500);
  // The governor, not the venue, set the pace: never told to back off, and no faster than the limit allows.
  const governor = trade.server.runtime.venues.pool.governor(WEB, { api_key: trade.credentials.apiKey, secret: trade.credentials.secret });
  expect(governor?.pausedUntil).toBe(0);
  expect(seconds).toBeGreaterThan(floorSeconds(500) * 0.9);
  expect(seconds).toBeLessThan(floorSeconds(500) * 1.6);

  const ours = (await venueOrders(trade.venue.url, trade.credentials)).filter((order) => order.clientOrderId?.startsWith(`${code}-`));
  const ids = ours.map((order) => order.clientOrderId);
  expect(ids).toHaveLength(500);
  expect(new Set(ids).size).toBe(500);
  const quantities = ours.reduce((sum, order) => sum + Number(order.amount), 0);
  expect(quantities).toBeCloseTo(1, 8); // both legs of each pair
  // Each leg traded with its own opposite: nothing of the batch rests on the book.
  expect(ours.filter((order) => order.status !== 'closed').map((order) => order.clientOrderId)).toEqual([]);

  const push = await receiver.waitFor(device.endpoint, 0, 15_000);
  const message = JSON.parse(push.payload);
  expect(message).toMatchObject({ kind: 'task', schedule_code: code, status: 2, title: 'Batch orders finished', tag: `task-${code}` });
  expect(message.body).toBe('BTC/USDT on Sandbox T: 500 done, 0 skipped, 0 failed of 500.');
  expect(message.url).toMatch(/^\/stocks\?/);

  // Cancelling all of the pair's orders then finds nothing open, and says so without failing.
  const cancel = expectCode(
    await trade.client.call<{ schedule_code: string; total: number }>('/Api/Trade/batch_trade_cancel', { ...PAIR, mode: 'all' }),
    1000,
  );
  const cancelled = await waitForTask(trade.client, cancel.data.schedule_code, 120_000);
  expect(cancelled.use + cancelled.skip).toBe(cancel.data.total);
});
