// Trading moves the perpetual's price: fills against the house push the premium over the index
// (a buy up, a sell down, by notional over IMPACT_DEPTH_USDT), it decays back with a half-life and
// never passes the cap, liquidations leave it alone, and resting orders the moved price reaches
// fill at once. In process, on a venue whose index is a constant 60,000.
import { describe, expect, it } from 'vitest';
import { atoms } from '../decimal.ts';
import { SecretBox } from '../store/secret-box.ts';
import { Venue } from '../venue/venue.ts';
import { IMPACT_DEPTH_USDT, MAX_PREMIUM, PREMIUM_HALF_LIFE_MS } from './contracts.ts';
import { btcOrders, type TestOrder } from './test-orders.ts';

const START = Date.UTC(2025, 0, 15, 12, 30);
const INDEX = 6_000_000; // 60,000 in ticks of 0.01
const CAP_ABOVE = 6_600_000; // 10% either side
const CAP_BELOW = 5_400_000;

function setUp() {
  let now = START;
  const venue = new Venue({ now: () => now, secretBox: SecretBox.ephemeral(), reference: () => 60_000 });
  const { futures } = venue;
  const { placeFor } = btcOrders(futures);
  const trader = (futuresBalance = '100000') => {
    const account = venue.createAccount({ futuresBalance });
    return { account, place: (order: TestOrder) => placeFor(account.id, order) };
  };
  /** The USDT notional of an order's fills. */
  const notional = (order: { cumQuoteAtoms: bigint }) => Number(order.cumQuoteAtoms) / 1e8;
  /** The mark the model predicts for a premium, in ticks. */
  const expected = (premium: number) => INDEX * (1 + premium);
  return {
    venue,
    futures,
    trader,
    notional,
    expected,
    mark: () => futures.markTicks('BTCUSDT'),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('the perpetual price moves with trading', () => {
  it('a buy of N USDT lifts the mark by N / IMPACT_DEPTH_USDT and a sell of N lowers it as much', () => {
    const { futures, trader, notional, expected, mark } = setUp();
    const { place } = trader();
    expect(mark()).toBe(INDEX);

    const buy = place({ side: 'BUY', quantity: '0.1' });
    const lifted = notional(buy) / IMPACT_DEPTH_USDT; // 6,000.6 USDT: 1.20012%
    expect(lifted).toBeCloseTo(0.0120012, 9);
    expect(Math.abs(mark() - expected(lifted))).toBeLessThanOrEqual(1);
    expect(futures.premium('BTCUSDT')).toBeCloseTo(lifted, 8);
    expect(futures.indexTicks('BTCUSDT')).toBe(INDEX);

    // Bought at the moved mark plus the half spread: the next buy already pays more.
    expect(place({ side: 'BUY', quantity: '0.01' }).cumQuoteAtoms).toBeGreaterThan(buy.cumQuoteAtoms / 10n);

    const before = futures.premium('BTCUSDT');
    const sell = place({ side: 'SELL', quantity: '0.2' });
    const after = before - notional(sell) / IMPACT_DEPTH_USDT;
    expect(after).toBeLessThan(0);
    expect(Math.abs(mark() - expected(after))).toBeLessThanOrEqual(1);
    expect(mark()).toBeLessThan(INDEX);
  });

  it('decays back towards the index: half the premium after one half-life, nearly none after many', () => {
    const { futures, trader, expected, mark, advance } = setUp();
    trader().place({ side: 'BUY', quantity: '0.5' });
    const premium = futures.premium('BTCUSDT');
    expect(premium).toBeGreaterThan(0.05);

    advance(PREMIUM_HALF_LIFE_MS);
    expect(futures.premium('BTCUSDT')).toBeCloseTo(premium / 2, 8);
    expect(Math.abs(mark() - expected(premium / 2))).toBeLessThanOrEqual(1);
    advance(PREMIUM_HALF_LIFE_MS);
    expect(futures.premium('BTCUSDT')).toBeCloseTo(premium / 4, 8);
    advance(20 * PREMIUM_HALF_LIFE_MS);
    expect(mark()).toBe(INDEX);
  });

  it('never moves the price more than MAX_PREMIUM from the index, however much is bought or sold', () => {
    const { futures, trader, mark } = setUp();
    const { place } = trader('1000000');
    place({ side: 'BUY', quantity: '2' }); // 120,000 USDT: 24% uncapped
    expect(futures.premium('BTCUSDT')).toBe(MAX_PREMIUM);
    expect(mark()).toBe(CAP_ABOVE);
    place({ side: 'BUY', quantity: '1' });
    expect(mark()).toBe(CAP_ABOVE);
    // The cap is where the premium stands, so a sell moves down from it at once.
    place({ side: 'SELL', quantity: '0.1' });
    expect(mark()).toBeLessThan(CAP_ABOVE);
    place({ side: 'SELL', quantity: '10' });
    expect(futures.premium('BTCUSDT')).toBe(-MAX_PREMIUM);
    expect(mark()).toBe(CAP_BELOW);
  });

  it('fills a resting sell above the index as soon as buys push the mark up to it, at its price, and leans the price back', () => {
    const { futures, trader, notional, expected, mark } = setUp();
    const maker = trader();
    const resting = maker.place({ side: 'SELL', quantity: '0.01', price: '60600' });
    expect(resting.status).toBe('NEW');

    const { place } = trader();
    const small = place({ side: 'BUY', quantity: '0.02' }); // +0.24%: 60,144, short of 60,600
    expect(mark()).toBeLessThan(6_060_000);
    expect(resting.status).toBe('NEW');

    const big = place({ side: 'BUY', quantity: '0.1' }); // +1.2% more: past 60,600
    expect(resting).toMatchObject({ status: 'FILLED', cumQuoteAtoms: atoms('606') });
    const [trade] = futures.ledger.accountTrades(maker.account.id, 'BTCUSDT');
    expect(trade).toMatchObject({ maker: true, priceTicks: 6_060_000, side: 'SELL' });
    // The two buys lifted it, the resting sell's 606 USDT leant it back.
    const premium = (notional(small) + notional(big) - 606) / IMPACT_DEPTH_USDT;
    expect(Math.abs(mark() - expected(premium))).toBeLessThanOrEqual(1);
  });

  it('liquidates a position whose liquidation price other traders push the mark through, without moving the price further', () => {
    const { futures, venue, trader, mark } = setUp();
    const longs = trader('1000');
    futures.setMarginType(longs.account.id, 'BTCUSDT', 'ISOLATED');
    futures.setLeverage(longs.account.id, 'BTCUSDT', 100);
    longs.place({ side: 'BUY', quantity: '0.1' });
    const [figures] = futures.figures(longs.account.id).positions;
    const liquidationTicks = figures!.liquidationTicks!;
    expect(liquidationTicks).toBeGreaterThan(5_900_000);

    const premiumBefore = futures.ledger.premiums.get('BTCUSDT')!.ppb;
    const sell = trader().place({ side: 'SELL', quantity: '0.2' });
    expect(mark()).toBeLessThan(liquidationTicks);
    // Closed before the seller heard back, not on the driver's next tick.
    expect(futures.ledger.position(longs.account.id, 'BTCUSDT').lots).toBe(0);
    const liquidation = [...futures.ledger.orders.values()].find((order) => order.liquidation);
    expect(liquidation).toMatchObject({ status: 'FILLED', side: 'SELL', accountId: longs.account.id });
    // Only the seller's fill moved it (parts per billion of the index, same instant: no decay).
    const sellPpb = Number((sell.cumQuoteAtoms * 1_000_000_000n) / (BigInt(IMPACT_DEPTH_USDT) * 100_000_000n));
    expect(futures.ledger.premiums.get('BTCUSDT')!.ppb).toBe(premiumBefore - sellPpb);
    expect(venue.futures.ledger.accountIncome(longs.account.id).some((income) => income.type === 'INSURANCE_CLEAR')).toBe(true);
  });

  it('does not move a pinned mark, and the price follows the index and premium again once unpinned', () => {
    const { futures, trader, mark } = setUp();
    const { place } = trader();
    futures.configureContract('BTCUSDT', { pinnedMarkTicks: 6_100_000 });
    place({ side: 'BUY', quantity: '0.5' });
    expect(mark()).toBe(6_100_000);
    expect(futures.premium('BTCUSDT')).toBe(0);
    futures.configureContract('BTCUSDT', { pinnedMarkTicks: null });
    expect(mark()).toBe(INDEX);
  });
});
