// Futures positions through the product against a sandbox exchange of the test's own, reached by
// ccxt's binance class on the sandbox's USD-M paths: leverage and margin mode, an order on the
// perpetual market, the position as /positionManagement lists it, partial closes (a resting
// reduce-only order lowers the closable quantity; a close above it is refused with 4310; a market
// close fills at once), and the closes in the order history.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectCode } from '../support/accounts.ts';
import { PAIR, startTradeServer, type TradeTestServer, WEB } from '../support/trade-client.ts';

interface Position {
  web: string;
  yenUnit1: string;
  side: 'long' | 'short';
  size: number;
  closable: number;
  entry_price: number | null;
  mark_price: number | null;
  liquidation_price: number | null;
  margin: number | null;
  margin_mode: string;
  leverage: number | null;
  value: number | null;
}

let trade: TradeTestServer;

const positions = async () =>
  expectCode(await trade.client.call<{ list: Position[]; failures: unknown[] }>('/Api/wallet/future_position_management', {}), 1000).data;

const btcLong = async () => (await positions()).list.find((position) => position.yenUnit1 === 'BTC' && position.side === 'long');

beforeAll(async () => {
  trade = await startTradeServer();
}, 180_000);

afterAll(async () => {
  await trade?.stop();
});

it('opens a long on the perpetual market at the leverage and margin mode set', async () => {
  expectCode(await trade.client.call('/Api/Trade/set_leverage', { ...PAIR, leverage: 10 }), 1000);
  expectCode(await trade.client.call('/Api/Trade/set_margin_mode', { ...PAIR, margin_mode: 'isolated' }), 1000);
  // The same mode again is no change, not an error.
  expectCode(await trade.client.call('/Api/Trade/set_margin_mode', { ...PAIR, margin_mode: 'isolated' }), 1000);

  const opened = expectCode(
    await trade.client.call<{ order: { status: string; filled: number } }>('/Api/Trade/trade_coin', {
      ...PAIR,
      web_type: 3,
      type: 'market',
      side: 'buy',
      quantity: 0.2,
      request_id: 'open-long-0001',
    }),
    1000,
  ).data.order;
  expect(opened).toMatchObject({ status: 'closed', filled: 0.2 });

  const answer = await positions();
  expect(answer.failures).toEqual([]);
  const long = answer.list.find((position) => position.yenUnit1 === 'BTC');
  expect(long).toMatchObject({ web: WEB, side: 'long', size: 0.2, closable: 0.2, margin_mode: 'isolated', leverage: 10 });
  const entry = long!.entry_price!;
  expect(entry).toBeGreaterThan(0);
  // Isolated at 10×: about a tenth of the notional is held, and liquidation is some 10% below the entry.
  expect(long!.margin!).toBeGreaterThan(0.2 * entry * 0.09);
  expect(long!.margin!).toBeLessThan(0.2 * entry * 0.11);
  expect(long!.liquidation_price!).toBeGreaterThan(entry * 0.85);
  expect(long!.liquidation_price!).toBeLessThan(entry * 0.95);
  // Changing the margin mode with a position open is the venue's refusal, in its own words.
  expect((await trade.client.call('/Api/Trade/set_margin_mode', { ...PAIR, margin_mode: 'cross' })).code).toBe(4307);
});

it('keeps a resting close out of the closable quantity and refuses a close above it', async () => {
  const long = (await btcLong())!;
  const far = Math.round(long.mark_price! * 1.5);
  const resting = expectCode(
    await trade.client.call<{ order: { status: string; side: string } }>('/Api/Trade/close_position', {
      ...PAIR,
      side: 'long',
      type: 'limit',
      price: far,
      quantity: 0.05,
      request_id: 'close-rest-0001',
    }),
    1000,
  ).data.order;
  expect(resting).toMatchObject({ status: 'open', side: 'sell' });
  expect(await btcLong()).toMatchObject({ size: 0.2, closable: 0.15 });

  // The same submission again finds the first order rather than placing a second.
  expectCode(
    await trade.client.call('/Api/Trade/close_position', {
      ...PAIR,
      side: 'long',
      type: 'limit',
      price: far,
      quantity: 0.05,
      request_id: 'close-rest-0001',
    }),
    1000,
  );
  expect(await btcLong()).toMatchObject({ closable: 0.15 });

  const above = await trade.client.call('/Api/Trade/close_position', {
    ...PAIR,
    side: 'long',
    type: 'market',
    price: long.mark_price!,
    quantity: 0.16,
  });
  expect(above.code).toBe(4310);
  expect(above.msg).toContain('0.15');
  // Nothing to close on the other side.
  expect((await trade.client.call('/Api/Trade/close_position', { ...PAIR, side: 'short', price: far, quantity: 0.01 })).code).toBe(4309);
});

it('closes half at market, never below the price given', async () => {
  const long = (await btcLong())!;
  const closed = expectCode(
    await trade.client.call<{ order: { status: string; filled: number; average: number | null } }>('/Api/Trade/close_position', {
      ...PAIR,
      side: 'long',
      type: 'market',
      price: Math.floor(long.mark_price! * 0.99),
      quantity: 0.1,
      request_id: 'close-half-0001',
    }),
    1000,
  ).data.order;
  expect(closed).toMatchObject({ status: 'closed', filled: 0.1 });
  expect(closed.average!).toBeGreaterThanOrEqual(Math.floor(long.mark_price! * 0.99));
  expect(await btcLong()).toMatchObject({ size: 0.1, closable: 0.05 });
});

it('lists the futures orders in the history, brought up to date from the perpetual market', async () => {
  const history = expectCode(
    await trade.client.call<{ orders: Array<{ side: string; status: string; amount: number }> }>('/Api/Trade/cex_orders', {
      utc_offset: 0,
      page: 1,
      page_size: 20,
    }),
    1000,
  ).data.orders;
  expect(history.map((order) => [order.side, order.amount, order.status])).toEqual([
    ['sell', 0.1, 'closed'],
    ['sell', 0.05, 'open'],
    ['buy', 0.2, 'closed'],
  ]);
});
