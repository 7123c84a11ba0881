// Futures state survives a restart: replayed from the journal after a kill (no clean stop), and
// read back by ccxt's binanceusdm from the same data folder after a clean one.
import { join } from 'node:path';
import ccxt from 'ccxt';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../tests/support/temp-dirs.ts';
import { VirtualClock } from '../clock.ts';
import { atoms } from '../decimal.ts';
import { type SandboxExchange, startSandboxExchange } from '../exchange.ts';
import { binanceUsdmApiUrls, binanceUsdmOptions } from '../index.ts';
import { Journal } from '../store/journal.ts';
import { SecretBox } from '../store/secret-box.ts';
import { Venue } from '../venue/venue.ts';
import { encodeFutures } from './codec.ts';

const freshDir = tempDirs('sandbox-futures-');
const START = Date.UTC(2025, 0, 15, 12);

function openVenue(dir: string, now: () => number) {
  const { journal, contents } = Journal.open(dir);
  const venue = new Venue({ now, journal, secretBox: SecretBox.fromFile(join(dir, 'secret.key')), reference: () => 60_000 });
  venue.load(contents);
  return { venue, journal };
}

const opened: SandboxExchange[] = [];
afterEach(async () => {
  for (const venue of opened.splice(0)) await venue.close();
});

describe('futures persistence', () => {
  it('rebuilds the same futures state from a snapshot and the journal after it, as after kill -9', () => {
    const dir = freshDir();
    let time = START;
    const now = () => time;
    const { venue, journal } = openVenue(dir, now);
    const { futures } = venue;
    const user = venue.createAccount({ balances: { USDT: '50000' }, futuresBalance: '5000' });
    const order = (side: 'BUY' | 'SELL', lots: number, priceTicks = 0, reduceOnly = false) =>
      futures.placeOrder({
        accountId: user.id,
        symbol: 'BTCUSDT',
        side,
        type: priceTicks ? 'LIMIT' : 'MARKET',
        timeInForce: 'GTC',
        priceTicks,
        lots,
        reduceOnly,
        clientOrderId: `o-${futures.ledger.nextOrderId}`,
      });
    futures.transfer(user.id, 'USDT', '2000', 'toFutures');
    futures.setLeverage(user.id, 'BTCUSDT', 10);
    futures.setMarginType(user.id, 'ETHUSDT', 'ISOLATED');
    order('BUY', 10_000);
    journal.writeSnapshot(venue.snapshot());

    order('SELL', 2_000, 0, true);
    order('BUY', 5_000, 5_900_000);
    futures.configureContract('BTCUSDT', { pinnedMarkTicks: 5_890_000, fundingRateAtoms: atoms('0.0002') });
    futures.updateMarks();
    time = Date.UTC(2025, 0, 15, 16, 0, 1);
    futures.settleDueFunding(START);
    order('SELL', 1_000, 6_200_000, true);

    const before = encodeFutures(futures.ledger);
    expect(before.positions).toHaveLength(1);
    expect(before.funding).toHaveLength(5);
    // Reopened without closing: the journal after the snapshot is replayed.
    const { venue: restarted } = openVenue(dir, now);
    expect(encodeFutures(restarted.futures.ledger)).toEqual(before);
    expect(restarted.futures.markTicks('BTCUSDT')).toBe(5_890_000);
    expect(restarted.accounts.balance(user.id, 'USDT').free).toBe(atoms('48000'));
  });

  it('restores the premium trading pushed the price to, exactly, from the snapshot and the journal after a kill', () => {
    const dir = freshDir();
    let time = START;
    const now = () => time;
    const { venue, journal } = openVenue(dir, now);
    const { futures } = venue;
    const user = venue.createAccount({ futuresBalance: '50000' });
    const maker = venue.createAccount({ futuresBalance: '50000' });
    const order = (accountId: number, side: 'BUY' | 'SELL', lots: number, priceTicks = 0) =>
      futures.placeOrder({
        accountId,
        symbol: 'BTCUSDT',
        side,
        type: priceTicks ? 'LIMIT' : 'MARKET',
        timeInForce: 'GTC',
        priceTicks,
        lots,
        reduceOnly: false,
        clientOrderId: `o-${futures.ledger.nextOrderId}`,
      });
    order(user.id, 'BUY', 20_000); // 0.2 BTC: +2.4%
    const resting = order(maker.id, 'SELL', 1_000, 6_150_000);
    journal.writeSnapshot(venue.snapshot());
    const atSnapshot = futures.ledger.premiums.get('BTCUSDT');

    time += 45_000;
    order(user.id, 'BUY', 5_000); // reaches the resting sell, which fills on a journalled mark
    expect(resting.status).toBe('FILLED');
    time += 130_000;
    order(user.id, 'SELL', 3_000);
    time += 20_000;

    const before = encodeFutures(futures.ledger);
    const premium = futures.ledger.premiums.get('BTCUSDT')!;
    expect(premium.ppb).not.toBe(0);
    expect(premium).not.toEqual(atSnapshot);
    expect(before.premiums).toEqual([['BTCUSDT', premium]]);
    const { venue: restarted } = openVenue(dir, now);
    expect(encodeFutures(restarted.futures.ledger)).toEqual(before);
    expect(restarted.futures.ledger.premiums.get('BTCUSDT')).toEqual(premium);
    expect(restarted.futures.markTicks('BTCUSDT')).toBe(futures.markTicks('BTCUSDT'));
    expect(restarted.futures.markTicks('BTCUSDT')).toBeGreaterThan(restarted.futures.indexTicks('BTCUSDT'));
  });

  it('keeps wallet, position, leverage, margin mode and open orders across a restart of the exchange', async () => {
    const dir = freshDir();
    const clock = new VirtualClock(START);
    const start = async () => {
      const venue = await startSandboxExchange({ name: 'futures-restart', dataDir: dir, clock, participants: false, warmUpMs: 0 });
      opened.push(venue);
      return venue;
    };
    let venue = await start();
    const credentials = await venue.createAccount({ futuresBalance: '3000' });
    const connect = () => {
      const exchange = new ccxt.binanceusdm({ ...credentials, enableRateLimit: false, options: binanceUsdmOptions() });
      exchange.urls.api = { ...exchange.urls.api, ...binanceUsdmApiUrls(venue.url) };
      exchange.milliseconds = () => clock.now();
      return exchange;
    };
    let exchange = connect();
    await exchange.setLeverage(5, 'ETH/USDT:USDT');
    await exchange.setMarginMode('isolated', 'ETH/USDT:USDT');
    await exchange.createOrder('ETH/USDT:USDT', 'market', 'sell', 1);
    await exchange.createOrder('ETH/USDT:USDT', 'limit', 'buy', 0.5, 1000, { reduceOnly: true, clientOrderId: 'take-profit' });
    const positionBefore = (await exchange.fetchPositions())[0];
    const balanceBefore = (await exchange.fetchBalance()).USDT;

    await venue.close();
    opened.splice(0);
    venue = await start();
    exchange = connect();
    const [position] = await exchange.fetchPositions();
    expect(position).toMatchObject({ symbol: 'ETH/USDT:USDT', side: 'short', contracts: 1, leverage: 5, marginMode: 'isolated' });
    expect(position?.entryPrice).toBe(positionBefore?.entryPrice);
    expect(position?.liquidationPrice).toBe(positionBefore?.liquidationPrice);
    expect((await exchange.fetchBalance()).USDT).toEqual(balanceBefore);
    const open = await exchange.fetchOpenOrders('ETH/USDT:USDT');
    expect(open.map((order) => [order.clientOrderId, order.price, order.reduceOnly])).toEqual([['take-profit', 1000, true]]);
  });
});
