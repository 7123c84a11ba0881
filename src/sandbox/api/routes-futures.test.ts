// ccxt's real binanceusdm class against a running sandbox: markets, leverage, margin mode, a long
// opened at the market, a reduce-only partial close, a refused flip, positions and balance as ccxt
// reads them, funding after eight simulated hours, a liquidation when the admin moves the mark, and
// market buys moving the perpetual's price away from its index until time draws it back.
import ccxt, { type binanceusdm, InsufficientFunds, InvalidOrder, MarginModeAlreadySet, OperationRejected } from 'ccxt';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../clock.ts';
import { type SandboxExchange, startSandboxExchange } from '../exchange.ts';
import { binanceUsdmApiUrls, binanceUsdmOptions, applyBinanceUsdmErrorCodes } from '../index.ts';
import { ADMIN_TOKEN_HEADER } from './routes-admin.ts';

const START = Date.UTC(2025, 0, 15, 12); // four hours before the 16:00 UTC funding
const BTC = 'BTC/USDT:USDT';
const opened: SandboxExchange[] = [];
afterEach(async () => {
  for (const venue of opened.splice(0)) await venue.close();
});

async function start(clock: VirtualClock) {
  const venue = await startSandboxExchange({ name: 'futures', clock, participants: false, warmUpMs: 0, adminToken: 'admin' });
  opened.push(venue);
  return venue;
}

function client(venue: SandboxExchange, clock: VirtualClock, credentials: { apiKey: string; secret: string }): binanceusdm {
  const exchange = new ccxt.binanceusdm({ ...credentials, enableRateLimit: false, options: binanceUsdmOptions() });
  exchange.urls.api = { ...exchange.urls.api, ...binanceUsdmApiUrls(venue.url) };
  applyBinanceUsdmErrorCodes(exchange);
  exchange.milliseconds = () => clock.now();
  return exchange;
}

async function setMark(venue: SandboxExchange, symbol: string, body: Record<string, unknown>) {
  const response = await fetch(`${venue.url}/sandbox-admin/futures/${symbol}`, {
    method: 'POST',
    headers: { [ADMIN_TOKEN_HEADER]: venue.adminToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The error a call raised, for asserting on its class and Binance code. */
async function failure(call: Promise<unknown>): Promise<Error> {
  try {
    await call;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to be refused');
}

describe('the sandbox USD-M futures venue through ccxt binanceusdm', () => {
  it('trades a perpetual from transfer to liquidation as Binance would show it', async () => {
    const clock = new VirtualClock(START);
    const venue = await start(clock);
    const account = await venue.createAccount({ balances: { USDT: '20000' } });
    const exchange = client(venue, clock, account);
    await setMark(venue, 'BTCUSDT', { markPrice: '60000' });

    const markets = await exchange.loadMarkets();
    expect(markets[BTC]).toMatchObject({
      id: 'BTCUSDT',
      type: 'swap',
      linear: true,
      settle: 'USDT',
      precision: { price: 0.01, amount: 0.00001 },
      limits: { amount: { min: 0.00001 }, cost: { min: 5 }, market: { max: 120 } },
    });
    expect(Object.keys(markets).sort()).toEqual(['BNB/USDT:USDT', 'BTC/USDT:USDT', 'CAKE/USDT:USDT', 'DEMO/USDT:USDT', 'ETH/USDT:USDT']);

    // A fresh account's futures wallet is empty until USDT moves in from spot.
    expect((await exchange.fetchBalance()).USDT).toBeUndefined();
    await exchange.transferIn('USDT', 10000);
    expect((await exchange.fetchBalance()).USDT).toMatchObject({ free: 10000, used: 0, total: 10000 });
    expect(venue.engine.accounts.balance(account.accountId, 'USDT').free).toBe(10_000n * 100_000_000n);

    expect(await exchange.setLeverage(10, BTC)).toMatchObject({ leverage: 10, symbol: 'BTCUSDT' });
    expect(await exchange.setMarginMode('isolated', BTC)).toEqual({ code: 200, msg: 'success' });
    // Unchanged: Binance's -4046, which ccxt raises as MarginModeAlreadySet (or returns, if told to).
    const unchanged = await failure(exchange.setMarginMode('isolated', BTC));
    expect(unchanged).toBeInstanceOf(MarginModeAlreadySet);
    expect(unchanged.message).toContain('{"code":-4046,"msg":"No need to change margin type."}');
    exchange.options.setMarginMode = { throwMarginModeAlreadySet: false };
    expect(await exchange.setMarginMode('isolated', BTC)).toEqual({ code: -4046, msg: 'No need to change margin type.' });

    const tooBig = await failure(exchange.createOrder(BTC, 'market', 'buy', 10));
    expect(tooBig).toBeInstanceOf(InsufficientFunds);
    expect(tooBig.message).toContain('"code":-2019');

    // A long of 0.1 BTC at the mark plus the 0.01% half spread.
    const open = await exchange.createOrder(BTC, 'market', 'buy', 0.1);
    expect(open).toMatchObject({ status: 'closed', filled: 0.1, average: 60006, reduceOnly: false });

    const locked = await failure(exchange.setMarginMode('cross', BTC));
    expect(locked).toBeInstanceOf(OperationRejected);
    expect(locked.message).toContain('"code":-4048');

    const partial = await exchange.createOrder(BTC, 'market', 'sell', 0.04, undefined, { reduceOnly: true });
    expect(partial).toMatchObject({ status: 'closed', filled: 0.04, average: 59994, reduceOnly: true });

    const flip = await failure(exchange.createOrder(BTC, 'market', 'sell', 0.1, undefined, { reduceOnly: true }));
    expect(flip).toBeInstanceOf(InvalidOrder);
    expect(flip.message).toContain('{"code":-2022,"msg":"ReduceOnly Order is rejected."}');

    const [position] = await exchange.fetchPositions([BTC]);
    expect(position).toMatchObject({
      symbol: BTC,
      side: 'long',
      contracts: 0.06,
      entryPrice: 60006,
      markPrice: 60000,
      unrealizedPnl: -0.36,
      leverage: 10,
      marginMode: 'isolated',
      // (cost - isolated margin) / (size x (1 - 0.4%)) = (3600.36 - 360.036) / 0.05976, up to the tick
      liquidationPrice: 54222.29,
      collateral: 359.676,
    });

    // Wallet 10,000 - 6.0006 and 2.39976 commission - 0.48 realized; 360.036 of it is the isolated margin.
    expect((await exchange.fetchBalance()).USDT).toMatchObject({ total: 9990.75964, free: 9631.08364, used: 360 });

    // Eight simulated hours: the 16:00 funding at 0.01% on 3,600 USDT of notional, paid by the long.
    clock.advance(8 * 3_600_000);
    const funding = await exchange.fetchFundingHistory(BTC);
    expect(funding.map((entry) => entry.amount)).toEqual([-0.36]);
    expect((await exchange.fetchBalance()).USDT?.total).toBeCloseTo(9990.39964, 8);
    const rates = await exchange.fetchFundingRateHistory(BTC);
    expect(rates.at(-1)).toMatchObject({ fundingRate: 0.0001, timestamp: Date.UTC(2025, 0, 15, 16) });
    const [funded] = await exchange.fetchPositions([BTC]);
    expect(funded?.liquidationPrice).toBe(54228.32);

    // The admin pushes the mark through the liquidation price: the position is closed at it and
    // its isolated margin (359.676 after funding) is gone.
    await setMark(venue, 'BTCUSDT', { markPrice: '54000' });
    expect(await exchange.fetchPositions([BTC])).toEqual([]);
    const balance = (await exchange.fetchBalance()).USDT;
    expect(balance).toMatchObject({ total: 9631.08364, free: 9631.08364, used: 0 });
    const trades = await exchange.fetchMyTrades(BTC);
    expect(trades.at(-1)).toMatchObject({ side: 'sell', price: 54228.32, amount: 0.06 });
    const orders = await exchange.fetchOrders(BTC);
    expect(orders.at(-1)).toMatchObject({
      status: 'closed',
      side: 'sell',
      reduceOnly: true,
      clientOrderId: expect.stringMatching(/^autoclose-/),
    });
    const liquidations = await exchange.fetchMyLiquidations(BTC);
    expect(liquidations).toHaveLength(1);
  });

  it('serves mark price, funding rate, book and ticker of a perpetual that follows the spot reference', async () => {
    const clock = new VirtualClock(START);
    const venue = await start(clock);
    const account = await venue.createAccount({ futuresBalance: '1000' });
    const exchange = client(venue, clock, account);
    await exchange.loadMarkets();

    const rate = await exchange.fetchFundingRate('ETH/USDT:USDT');
    expect(rate).toMatchObject({ fundingRate: 0.0001, fundingTimestamp: Date.UTC(2025, 0, 15, 16), interestRate: 0.0001 });
    expect(rate.markPrice).toBe(rate.indexPrice);
    const reference = venue.engine.futures.indexTicks('ETHUSDT', clock.now()) / 100;
    expect(rate.markPrice).toBe(reference);

    clock.advance(3_600_000);
    const later = await exchange.fetchFundingRate('ETH/USDT:USDT');
    expect(later.markPrice).not.toBe(rate.markPrice);

    const book = await exchange.fetchOrderBook('ETH/USDT:USDT');
    expect(book.bids[0]?.[0]).toBeLessThan(later.markPrice!);
    expect(book.asks[0]?.[0]).toBeGreaterThan(later.markPrice!);
    const ticker = await exchange.fetchTicker('ETH/USDT:USDT');
    expect(ticker.last).toBe(later.markPrice);
    expect((await exchange.fetchBalance()).USDT).toMatchObject({ free: 1000, total: 1000 });
  });

  it('moves the perpetual price above the index with market buys, and lets it drift back as the clock runs', async () => {
    const clock = new VirtualClock(START);
    const venue = await start(clock);
    const account = await venue.createAccount({ futuresBalance: '20000' });
    const exchange = client(venue, clock, account);
    await exchange.loadMarkets();
    /** The premium the venue shows: mark over index, less one. */
    const premium = async () => {
      const mark = await exchange.fetchMarkPrice(BTC);
      return mark.markPrice! / mark.indexPrice! - 1;
    };
    expect(Math.abs(await premium())).toBeLessThan(1e-6);

    // 0.2 BTC, twice: about 24,000 USDT bought, which on the sandbox's 500,000 USDT of depth is 4.8%.
    const first = await exchange.createOrder(BTC, 'market', 'buy', 0.2);
    const second = await exchange.createOrder(BTC, 'market', 'buy', 0.2);
    expect(second.average!).toBeGreaterThan(first.average! * 1.02);
    const bought = (first.cost! + second.cost!) / 500_000;
    expect(await premium()).toBeCloseTo(bought, 4);

    const mark = await exchange.fetchMarkPrice(BTC);
    expect(mark.markPrice!).toBeGreaterThan(mark.indexPrice! * 1.04);
    const ticker = await exchange.fetchTicker(BTC);
    expect(ticker.last).toBe(mark.markPrice);
    expect(ticker.last!).toBeGreaterThan(mark.indexPrice!);
    const book = await exchange.fetchOrderBook(BTC);
    expect(book.bids[0]?.[0]).toBeGreaterThan(mark.indexPrice! * 1.04);
    const [position] = await exchange.fetchPositions([BTC]);
    expect(position?.markPrice).toBe(mark.markPrice);
    expect(position?.unrealizedPnl).toBeGreaterThan(0);

    // Five simulated minutes, one half-life: half the premium is left; half an hour: almost none.
    clock.advance(300_000);
    expect(await premium()).toBeCloseTo(bought / 2, 4);
    clock.advance(1_500_000);
    const later = await premium();
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThan(bought / 50);
    const settled = await exchange.fetchTicker(BTC);
    const index = (await exchange.fetchMarkPrice(BTC)).indexPrice!;
    expect(Math.abs(settled.last! - index)).toBeLessThan(Math.abs(ticker.last! - mark.indexPrice!) / 50);
  });

  it("draws a perpetual's candles and public trades from its index, the spot market", async () => {
    const clock = new VirtualClock(START);
    const venue = await startSandboxExchange({ name: 'futures-candles', clock, warmUpMs: 600_000, adminToken: 'admin' });
    opened.push(venue);
    const account = await venue.createAccount({ futuresBalance: '1000' });
    const exchange = client(venue, clock, account);
    await exchange.loadMarkets();

    const candles = await exchange.fetchOHLCV('ETH/USDT:USDT', '1m', undefined, 5);
    expect(candles).toHaveLength(5);
    const spot = (await (await fetch(`${venue.url}/api/v3/klines?symbol=ETHUSDT&interval=1m&limit=5`)).json()) as unknown[][];
    expect(candles.map((candle) => [candle[0], candle[4]])).toEqual(spot.map((row) => [row[0], Number(row[4])]));

    const trades = await exchange.fetchTrades('ETH/USDT:USDT', undefined, 3);
    expect(trades).toHaveLength(3);
    expect(trades.every((trade) => trade.price! > 0 && trade.amount! > 0)).toBe(true);
  });
});
