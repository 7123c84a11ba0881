// The futures venue's rules, exercised in process on a venue whose marks the test sets: how orders
// execute against the mark, what margin they need, and what funding and liquidation do.
import { describe, expect, it } from 'vitest';
import { atoms, formatAtoms } from '../decimal.ts';
import { SecretBox } from '../store/secret-box.ts';
import { Venue } from '../venue/venue.ts';
import { btcOrders, type TestOrder } from './test-orders.ts';

const START = Date.UTC(2025, 0, 15, 12);

function setUp(futuresBalance = '10000') {
  let now = START;
  const venue = new Venue({ now: () => now, secretBox: SecretBox.ephemeral(), reference: () => 60_000 });
  const account = venue.createAccount({ balances: { USDT: '5000' }, futuresBalance });
  const { futures } = venue;
  const { lots, ticks, placeFor } = btcOrders(futures);
  const place = (order: TestOrder) => placeFor(account.id, order);
  /** Moves the BTC mark (the admin's pin) and lets the venue react, as the driver would. */
  const mark = (price: string) => {
    futures.configureContract('BTCUSDT', { pinnedMarkTicks: ticks(price) });
    return futures.updateMarks();
  };
  const wallet = () => formatAtoms(futures.ledger.wallet(account.id).atoms);
  const available = () => formatAtoms(futures.figures(account.id).availableAtoms);
  const position = () => futures.ledger.position(account.id, 'BTCUSDT');
  return {
    venue,
    futures,
    account,
    place,
    mark,
    wallet,
    available,
    position,
    lots,
    advanceTo: (t: number) => {
      now = t;
    },
  };
}

describe('futures order execution against the mark', () => {
  it('the mark follows the reference price, rounded to the tick', () => {
    const { futures } = setUp();
    expect(futures.markTicks('BTCUSDT')).toBe(6_000_000);
    expect(futures.indexTicks('ETHUSDT')).toBe(6_000_000);
  });

  it('rests a limit buy below the mark, holding its margin, and fills it at its own price as maker when the mark reaches it', () => {
    const { place, mark, available, futures, account } = setUp();
    const order = place({ side: 'BUY', quantity: '0.1', price: '59000' });
    expect(order.status).toBe('NEW');
    // 5,900 of notional at the default 20x holds 295.
    expect(available()).toBe('9705.00000000');
    expect(mark('59500')).toBe(false);
    expect(order.status).toBe('NEW');
    expect(mark('58990')).toBe(true);
    expect(order.status).toBe('FILLED');
    const [trade] = futures.ledger.accountTrades(account.id, 'BTCUSDT');
    expect(trade).toMatchObject({ maker: true, priceTicks: 5_900_000, commissionAtoms: atoms('5.9') });
  });

  it('fills a marketable limit at the house quote, never worse than its limit', () => {
    const { place, mark } = setUp();
    mark('60000'); // pinned, so the first fill does not move the second one's price
    expect(place({ side: 'BUY', quantity: '0.01', price: '60100' })).toMatchObject({ status: 'FILLED', cumQuoteAtoms: atoms('600.06') });
    expect(place({ side: 'BUY', quantity: '0.01', price: '60003' })).toMatchObject({ status: 'FILLED', cumQuoteAtoms: atoms('600.03') });
  });

  it('expires an IOC that cannot fill and refuses a post-only order that would take', () => {
    const { place } = setUp();
    expect(place({ side: 'BUY', quantity: '0.01', price: '59000', timeInForce: 'IOC' }).status).toBe('EXPIRED');
    expect(() => place({ side: 'BUY', quantity: '0.01', price: '60500', timeInForce: 'GTX' })).toThrow(
      expect.objectContaining({ code: -5022 }),
    );
    expect(place({ side: 'BUY', quantity: '0.01', price: '59000', timeInForce: 'GTX' }).status).toBe('NEW');
  });

  it('refuses an order whose initial margin and fee the available balance cannot cover', () => {
    const { place } = setUp('100');
    // 0.04 BTC at 60,006: 120.01 of margin at 20x.
    expect(() => place({ side: 'BUY', quantity: '0.04' })).toThrow(
      expect.objectContaining({ code: -2019, message: 'Margin is insufficient.' }),
    );
    expect(place({ side: 'BUY', quantity: '0.03' }).status).toBe('FILLED');
  });

  it('refuses reduce-only orders that would open or flip, and fills a resting one only as far as the position still goes', () => {
    const { place, mark, position, lots } = setUp();
    expect(() => place({ side: 'SELL', quantity: '0.01', reduceOnly: true })).toThrow(expect.objectContaining({ code: -2022 }));
    place({ side: 'BUY', quantity: '0.1' });
    expect(() => place({ side: 'BUY', quantity: '0.01', reduceOnly: true })).toThrow(expect.objectContaining({ code: -2022 }));
    const takeProfit = place({ side: 'SELL', quantity: '0.1', price: '61000', reduceOnly: true });
    place({ side: 'SELL', quantity: '0.07' });
    mark('61000');
    expect(takeProfit).toMatchObject({ status: 'EXPIRED', executedLots: lots('0.03') });
    expect(position().lots).toBe(0);
  });

  it('changes margin type only without a position or open orders, and says when there is nothing to change', () => {
    const { futures, place, account } = setUp();
    const id = account.id;
    expect(() => futures.setMarginType(id, 'BTCUSDT', 'CROSSED')).toThrow(expect.objectContaining({ code: -4046 }));
    const resting = place({ side: 'BUY', quantity: '0.01', price: '50000' });
    expect(() => futures.setMarginType(id, 'BTCUSDT', 'ISOLATED')).toThrow(expect.objectContaining({ code: -4047 }));
    futures.cancelOrder(id, 'BTCUSDT', { orderId: resting.id });
    place({ side: 'BUY', quantity: '0.01' });
    expect(() => futures.setMarginType(id, 'BTCUSDT', 'ISOLATED')).toThrow(expect.objectContaining({ code: -4048 }));
    expect(futures.setMarginType(id, 'ETHUSDT', 'ISOLATED')).toMatchObject({ marginType: 'ISOLATED', leverage: 20 });
  });

  it('refuses to lower leverage below what the open position needs', () => {
    const { futures, place, account } = setUp('1000');
    futures.setLeverage(account.id, 'BTCUSDT', 50);
    place({ side: 'BUY', quantity: '0.5' }); // 30,003 of notional: 600.06 at 50x
    expect(() => futures.setLeverage(account.id, 'BTCUSDT', 10)).toThrow(expect.objectContaining({ code: -2028 }));
    expect(futures.setLeverage(account.id, 'BTCUSDT', 40).leverage).toBe(40);
  });
});

describe('futures wallet, funding and liquidation', () => {
  it('moves USDT between spot and futures, never more out of futures than the margin leaves free', () => {
    const { venue, futures, account, place, wallet, mark } = setUp('0');
    mark('60000'); // pinned, so the buy's own profit from moving the price does not free margin
    futures.transfer(account.id, 'USDT', '1000', 'toFutures');
    expect(venue.accounts.balance(account.id, 'USDT').free).toBe(atoms('4000'));
    expect(() => futures.transfer(account.id, 'USDT', '5000', 'toFutures')).toThrow(expect.objectContaining({ code: -5013 }));
    place({ side: 'BUY', quantity: '0.1' }); // 300.03 of margin, 6.0006 commission
    expect(wallet()).toBe('993.99940000');
    expect(() => futures.transfer(account.id, 'USDT', '700', 'toSpot')).toThrow(expect.objectContaining({ code: -5013 }));
    futures.transfer(account.id, 'USDT', '600', 'toSpot');
    expect(venue.accounts.balance(account.id, 'USDT').free).toBe(atoms('4600'));
    expect(
      futures.ledger
        .accountIncome(account.id)
        .filter((income) => income.type === 'TRANSFER')
        .map((i) => formatAtoms(i.atoms)),
    ).toEqual(['1000.00000000', '-600.00000000']);
  });

  it('pays funding from longs to shorts at a positive rate and the other way at a negative one', () => {
    const { futures, place, wallet, advanceTo } = setUp();
    place({ side: 'SELL', quantity: '0.1' }); // at 59,994: commission 5.9994
    expect(wallet()).toBe('9994.00060000');
    futures.configureContract('BTCUSDT', { fundingRateAtoms: -atoms('0.0005') });
    futures.settleDueFunding(START);
    expect(futures.ledger.lastFundingTime).toBeNull();
    advanceTo(Date.UTC(2025, 0, 16, 0, 0, 1));
    futures.settleDueFunding(START);
    // 16:00 and 00:00: twice 0.05% of 6,000 of notional, paid by the short.
    expect(wallet()).toBe('9988.00060000');
    expect(futures.ledger.funding.get('BTCUSDT')?.map((event) => event.fundingTime)).toEqual([
      Date.UTC(2025, 0, 15, 16),
      Date.UTC(2025, 0, 16),
    ]);
  });

  it('liquidates a cross position at its liquidation price and takes its maintenance margin on top of the loss', () => {
    const { futures, place, mark, wallet, position, account } = setUp('1000');
    place({ side: 'BUY', quantity: '0.3' }); // 18,001.8 at 20x: margin 900.09, commission 18.0018
    const [figures] = futures.figures(account.id).positions;
    // (18,001.8 - 981.9982) / (0.3 x 0.996), up to the tick
    expect(figures?.liquidationTicks).toBe(5_696_052);
    expect(mark('56960.53')).toBe(false);
    expect(mark('56000')).toBe(true);
    expect(position().lots).toBe(0);
    // 981.9982 - 913.644 realized at 56,960.52 - 68.352624 of maintenance margin.
    expect(wallet()).toBe('0.00157600');
    const income = futures.ledger.accountIncome(account.id).slice(-2);
    expect(income.map((entry) => [entry.type, formatAtoms(entry.atoms)])).toEqual([
      ['REALIZED_PNL', '-913.64400000'],
      ['INSURANCE_CLEAR', '-68.35262400'],
    ]);
    const liquidation = [...futures.ledger.orders.values()].at(-1);
    expect(liquidation).toMatchObject({ liquidation: true, status: 'FILLED', side: 'SELL', priceTicks: 5_696_052 });
  });

  it('cancels the open orders of a liquidated symbol', () => {
    const { futures, place, mark, account } = setUp('1000');
    futures.setMarginType(account.id, 'BTCUSDT', 'ISOLATED');
    futures.setLeverage(account.id, 'BTCUSDT', 10);
    place({ side: 'BUY', quantity: '0.1' });
    const takeProfit = place({ side: 'SELL', quantity: '0.1', price: '65000', reduceOnly: true });
    mark('50000');
    expect(takeProfit.status).toBe('CANCELED');
    expect(futures.ledger.openOrders(account.id)).toEqual([]);
  });
});
