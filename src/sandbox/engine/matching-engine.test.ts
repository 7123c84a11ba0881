import { describe, expect, it } from 'vitest';
import { atoms, formatAtoms } from '../decimal.ts';
import { createRng } from '../random.ts';
import { VenueError } from '../venue-error.ts';
import { engineFixture } from './engine-fixture.ts';

const limit = (side: 'BUY' | 'SELL', price: string, quantity: string, extra: Record<string, string> = {}) => ({
  side,
  type: 'LIMIT',
  timeInForce: 'GTC',
  price,
  quantity,
  ...extra,
});

/** One seller's asks resting on BTCUSDT and a buyer holding USDT: the book most order tests start from. */
function asksAndBuyer(scene: { sellerBtc: string; asks: Array<[price: string, quantity: string]>; buyerUsdt: string }) {
  const f = engineFixture();
  const seller = f.fund({ BTC: scene.sellerBtc });
  const buyer = f.fund({ USDT: scene.buyerUsdt });
  for (const [price, quantity] of scene.asks) f.order(seller, limit('SELL', price, quantity));
  return { f, seller, buyer };
}

function codeOf(action: () => unknown): number | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof VenueError) return error.code;
    throw error;
  }
  return undefined;
}

describe('matching engine: price-time priority', () => {
  it('fills the best price first, and at one price the earliest order first', () => {
    const f = engineFixture();
    const early = f.fund({ BTC: '1' });
    const late = f.fund({ BTC: '1' });
    const worse = f.fund({ BTC: '1' });
    const buyer = f.fund({ USDT: '100000' });
    f.order(worse, limit('SELL', '60001', '0.5'));
    const first = f.order(early, limit('SELL', '60000', '0.5')).order;
    const second = f.order(late, limit('SELL', '60000', '0.5')).order;

    const taker = f.order(buyer, limit('BUY', '60001', '0.7'));
    expect(taker.fills.map((fill) => [fill.maker.id, fill.lots, fill.priceTicks])).toEqual([
      [first.id, 50_000, 6_000_000],
      [second.id, 20_000, 6_000_000],
    ]);
    expect(first.status).toBe('FILLED');
    expect(second.status).toBe('PARTIALLY_FILLED');
    expect(taker.order.status).toBe('FILLED');
    expect(f.engine.state('BTCUSDT').book.asks.best()).toMatchObject({ priceTicks: 6_000_000, lots: 30_000, count: 1 });
  });

  it('trades at the resting order price and returns the price improvement to the buyer', () => {
    const { f, seller, buyer } = asksAndBuyer({ sellerBtc: '1', asks: [['60000', '1']], buyerUsdt: '70000' });
    f.order(buyer, limit('BUY', '65000', '1'));
    expect(f.accounts.balance(buyer, 'USDT')).toEqual({ free: atoms('10000'), locked: 0n });
    expect(f.accounts.balance(buyer, 'BTC').free).toBe(atoms('1'));
    expect(f.accounts.balance(seller, 'USDT').free).toBe(atoms('60000'));
  });

  it('rests the unfilled part of a GTC limit order, with its funds locked', () => {
    const { f, buyer } = asksAndBuyer({ sellerBtc: '0.25', asks: [['60000', '0.25']], buyerUsdt: '70000' });
    const result = f.order(buyer, limit('BUY', '60000', '1'));
    expect(result.order.status).toBe('PARTIALLY_FILLED');
    expect(result.order.executedLots).toBe(25_000);
    expect(f.engine.state('BTCUSDT').book.bids.best()).toMatchObject({ priceTicks: 6_000_000, lots: 75_000 });
    expect(f.accounts.balance(buyer, 'USDT')).toEqual({ free: atoms('10000'), locked: atoms('45000') });
  });
});

describe('matching engine: order types', () => {
  it('expires the rest of an IOC order instead of resting it', () => {
    const { f, buyer } = asksAndBuyer({ sellerBtc: '0.1', asks: [['60000', '0.1']], buyerUsdt: '70000' });
    const result = f.order(buyer, limit('BUY', '60000', '1', { timeInForce: 'IOC' }));
    expect(result.order.status).toBe('EXPIRED');
    expect(result.order.executedLots).toBe(10_000);
    expect(f.engine.state('BTCUSDT').book.bids.depth).toBe(0);
    expect(f.accounts.balance(buyer, 'USDT')).toEqual({ free: atoms('64000'), locked: 0n });
  });

  it('fills a FOK order completely or not at all', () => {
    const { f, buyer } = asksAndBuyer({ sellerBtc: '1', asks: [['60000', '0.5']], buyerUsdt: '100000' });
    const killed = f.order(buyer, limit('BUY', '60000', '0.6', { timeInForce: 'FOK' }));
    expect(killed.order.status).toBe('EXPIRED');
    expect(killed.fills).toHaveLength(0);
    expect(f.engine.state('BTCUSDT').book.asks.best()?.lots).toBe(50_000);
    expect(f.accounts.balance(buyer, 'USDT')).toEqual({ free: atoms('100000'), locked: 0n });

    const filled = f.order(buyer, limit('BUY', '60000', '0.5', { timeInForce: 'FOK' }));
    expect(filled.order.status).toBe('FILLED');
  });

  it('walks the book with a market order sized in base, and expires what the book cannot fill', () => {
    const { f, buyer } = asksAndBuyer({
      sellerBtc: '1',
      asks: [
        ['60000', '0.1'],
        ['60100', '0.1'],
      ],
      buyerUsdt: '100000',
    });
    const result = f.order(buyer, { side: 'BUY', type: 'MARKET', quantity: '0.3' });
    expect(result.fills.map((fill) => fill.priceTicks)).toEqual([6_000_000, 6_010_000]);
    expect(result.order.status).toBe('EXPIRED');
    expect(formatAtoms(result.order.cumQuoteAtoms)).toBe('12010.00000000');
    expect(f.accounts.balance(buyer, 'USDT')).toEqual({ free: atoms('87990'), locked: 0n });
  });

  it('spends a quote amount with a market order sized by quoteOrderQty, in whole lots', () => {
    const { f, buyer } = asksAndBuyer({ sellerBtc: '1', asks: [['60000', '1']], buyerUsdt: '1000' });
    const result = f.order(buyer, { side: 'BUY', type: 'MARKET', quoteOrderQty: '100' });
    expect(result.order.status).toBe('FILLED');
    expect(result.order.executedLots).toBe(166); // 0.00166 BTC = 99.6 USDT; one more lot would cost 100.2
    expect(formatAtoms(result.order.cumQuoteAtoms)).toBe('99.60000000');
    expect(f.accounts.balance(buyer, 'USDT')).toEqual({ free: atoms('900.4'), locked: 0n });
  });

  it('sells base until a quote amount is received with a market sell sized by quoteOrderQty', () => {
    const f = engineFixture();
    const bidder = f.fund({ USDT: '100000' });
    const seller = f.fund({ BTC: '1' });
    f.order(bidder, limit('BUY', '50000', '1'));
    const result = f.order(seller, { side: 'SELL', type: 'MARKET', quoteOrderQty: '500' });
    expect(result.order.executedLots).toBe(1000);
    expect(f.accounts.balance(seller, 'USDT').free).toBe(atoms('500'));
    expect(f.accounts.balance(seller, 'BTC')).toEqual({ free: atoms('0.99'), locked: 0n });
  });

  it('refuses a LIMIT_MAKER order that would take, and rests one that would not', () => {
    const { f, buyer } = asksAndBuyer({ sellerBtc: '1', asks: [['60000', '0.5']], buyerUsdt: '100000' });
    expect(codeOf(() => f.order(buyer, { side: 'BUY', type: 'LIMIT_MAKER', price: '60000', quantity: '0.1' }))).toBe(-2010);
    const resting = f.order(buyer, { side: 'BUY', type: 'LIMIT_MAKER', price: '59999.99', quantity: '0.1' });
    expect(resting.order.status).toBe('NEW');
  });

  it('cancels an open order and returns its locked funds; a second cancel is an unknown order', () => {
    const f = engineFixture();
    const buyer = f.fund({ USDT: '10000' });
    const { order } = f.order(buyer, limit('BUY', '50000', '0.1'));
    expect(f.accounts.balance(buyer, 'USDT').locked).toBe(atoms('5000'));
    f.engine.cancel({ accountId: buyer, symbol: 'BTCUSDT', orderId: order.id }, 1);
    expect(order.status).toBe('CANCELED');
    expect(f.accounts.balance(buyer, 'USDT')).toEqual({ free: atoms('10000'), locked: 0n });
    expect(codeOf(() => f.engine.cancel({ accountId: buyer, symbol: 'BTCUSDT', orderId: order.id }, 2))).toBe(-2011);
  });

  it("does not let one account cancel another's order", () => {
    const f = engineFixture();
    const owner = f.fund({ USDT: '10000' });
    const other = f.fund({ USDT: '10000' });
    const { order } = f.order(owner, limit('BUY', '50000', '0.1'));
    expect(codeOf(() => f.engine.cancel({ accountId: other, symbol: 'BTCUSDT', orderId: order.id }, 1))).toBe(-2011);
    expect(order.status).toBe('NEW');
  });

  it('cancels by client order id', () => {
    const f = engineFixture();
    const buyer = f.fund({ USDT: '10000' });
    const { order } = f.order(buyer, limit('BUY', '50000', '0.1', { newClientOrderId: 'bot-7-step-3' }));
    f.engine.cancel({ accountId: buyer, symbol: 'BTCUSDT', clientOrderId: 'bot-7-step-3' }, 1);
    expect(order.status).toBe('CANCELED');
  });
});

describe('matching engine: refusals', () => {
  it('refuses a duplicate client order id of an open order, and accepts it again once the order closed', () => {
    const f = engineFixture();
    const buyer = f.fund({ USDT: '100000' });
    const { order } = f.order(buyer, limit('BUY', '50000', '0.1', { newClientOrderId: 'same' }));
    expect(codeOf(() => f.order(buyer, limit('BUY', '50000', '0.1', { newClientOrderId: 'same' })))).toBe(-2010);
    f.engine.cancel({ accountId: buyer, symbol: 'BTCUSDT', orderId: order.id }, 1);
    expect(f.order(buyer, limit('BUY', '50000', '0.1', { newClientOrderId: 'same' })).order.status).toBe('NEW');
  });

  it('refuses an order the account cannot pay for, changing nothing', () => {
    const { f, buyer } = asksAndBuyer({ sellerBtc: '1', asks: [['60000', '1']], buyerUsdt: '1000' });
    const before = f.engine.state('BTCUSDT').nextOrderId;
    expect(codeOf(() => f.order(buyer, limit('BUY', '60000', '0.1')))).toBe(-2010);
    expect(codeOf(() => f.order(buyer, { side: 'BUY', type: 'MARKET', quantity: '0.1' }))).toBe(-2010);
    expect(f.engine.state('BTCUSDT').nextOrderId).toBe(before);
    expect(f.engine.state('BTCUSDT').book.asks.best()?.lots).toBe(100_000);
  });

  it('applies the symbol filters with Binance error codes', () => {
    const f = engineFixture();
    const buyer = f.fund({ USDT: '100000' });
    expect(codeOf(() => f.order(buyer, limit('BUY', '60000.001', '0.1')))).toBe(-1013); // PRICE_FILTER tick
    expect(codeOf(() => f.order(buyer, limit('BUY', '60000', '0.000001')))).toBe(-1013); // LOT_SIZE step
    expect(codeOf(() => f.order(buyer, limit('BUY', '100', '0.00001')))).toBe(-1013); // NOTIONAL
    expect(codeOf(() => f.order(buyer, limit('BUY', '60,000', '0.1')))).toBe(-1100);
    expect(codeOf(() => f.order(buyer, limit('BUY', '60000', '0.000000001')))).toBe(-1111);
    expect(codeOf(() => f.order(buyer, { side: 'BUY', type: 'LIMIT', price: '60000', quantity: '0.1' }))).toBe(-1102);
    expect(codeOf(() => f.order(buyer, { side: 'BUY', type: 'MARKET' }))).toBe(-1102);
    expect(codeOf(() => f.order(buyer, { side: 'UP', type: 'MARKET', quantity: '1' }))).toBe(-1117);
    expect(codeOf(() => f.order(buyer, { side: 'BUY', type: 'STOP', quantity: '1' }))).toBe(-1116);
  });

  it('refuses more than 200 open orders per symbol for one account', () => {
    const f = engineFixture();
    const buyer = f.fund({ USDT: '1000000' });
    for (let i = 0; i < 200; i++) f.order(buyer, limit('BUY', String(50_000 + i), '0.001'));
    expect(codeOf(() => f.order(buyer, limit('BUY', '49000', '0.001')))).toBe(-1013);
  });
});

describe('matching engine: self-trade prevention', () => {
  function selfCross(stp: string) {
    const f = engineFixture();
    const me = f.fund({ BTC: '1', USDT: '100000' });
    const other = f.fund({ BTC: '1' });
    const mine = f.order(me, limit('SELL', '60000', '0.1')).order;
    const theirs = f.order(other, limit('SELL', '60000', '0.1')).order;
    const taker = f.order(me, limit('BUY', '60000', '0.2', { selfTradePreventionMode: stp }));
    return { f, me, mine, theirs, taker };
  }

  it('EXPIRE_TAKER: the incoming order expires when it meets its own resting order', () => {
    const { mine, theirs, taker } = selfCross('EXPIRE_TAKER');
    expect(taker.order.status).toBe('EXPIRED_IN_MATCH');
    expect(taker.fills).toHaveLength(0);
    expect(mine.status).toBe('NEW');
    expect(theirs.status).toBe('NEW');
  });

  it('EXPIRE_MAKER: the own resting order expires and the incoming order trades on', () => {
    const { mine, theirs, taker } = selfCross('EXPIRE_MAKER');
    expect(mine.status).toBe('EXPIRED_IN_MATCH');
    expect(taker.expiredMakers).toEqual([mine]);
    expect(theirs.status).toBe('FILLED');
    expect(taker.order.status).toBe('PARTIALLY_FILLED');
    expect(taker.order.executedLots).toBe(10_000);
  });

  it('EXPIRE_BOTH: both orders expire', () => {
    const { mine, theirs, taker } = selfCross('EXPIRE_BOTH');
    expect(mine.status).toBe('EXPIRED_IN_MATCH');
    expect(taker.order.status).toBe('EXPIRED_IN_MATCH');
    expect(theirs.status).toBe('NEW');
  });

  it('NONE: the account trades with itself', () => {
    const { f, me, mine, taker } = selfCross('NONE');
    expect(mine.status).toBe('FILLED');
    expect(taker.order.status).toBe('FILLED');
    expect(f.accounts.balance(me, 'BTC').free).toBe(atoms('1.1'));
  });

  it("uses the venue's default mode when the order names none", () => {
    const f = engineFixture({ defaultStp: 'EXPIRE_MAKER' });
    const me = f.fund({ BTC: '1', USDT: '100000' });
    const mine = f.order(me, limit('SELL', '60000', '0.1')).order;
    f.order(me, limit('BUY', '60000', '0.1'));
    expect(mine.status).toBe('EXPIRED_IN_MATCH');
  });
});

describe('matching engine: fees and conservation', () => {
  it('charges each side its rate on what it receives', () => {
    const f = engineFixture();
    const maker = f.fund({ BTC: '1' }, { makerFeePpm: 1000 });
    const taker = f.fund({ USDT: '100000' }, { takerFeePpm: 2000 });
    f.order(maker, limit('SELL', '50000', '1'));
    const { fills } = f.order(taker, { side: 'BUY', type: 'MARKET', quantity: '1' });
    expect(fills[0]).toMatchObject({ makerFee: atoms('50'), makerFeeAsset: 'USDT', takerFee: atoms('0.002'), takerFeeAsset: 'BTC' });
    expect(f.accounts.balance(maker, 'USDT').free).toBe(atoms('49950'));
    expect(f.accounts.balance(taker, 'BTC').free).toBe(atoms('0.998'));
  });

  it('never creates or destroys funds over thousands of random orders and cancels', () => {
    const f = engineFixture({ symbols: ['BTCUSDT', 'DEMOUSDT'] });
    const rng = createRng('conservation');
    const ids = Array.from({ length: 6 }, () =>
      f.fund({ BTC: '50', USDT: '5000000', DEMO: '10000000' }, { makerFeePpm: 1000, takerFeePpm: 1000 }),
    );
    const start = f.accounts.totals();
    const stps = ['NONE', 'EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'];
    for (let i = 0; i < 5000; i++) {
      const account = ids[rng.int(ids.length)]!;
      const btc = rng.next() < 0.6;
      const symbol = btc ? 'BTCUSDT' : 'DEMOUSDT';
      const side = rng.next() < 0.5 ? 'BUY' : 'SELL';
      const price = btc ? (60000 + rng.int(200) - 100).toFixed(2) : (0.05 + (rng.int(200) - 100) * 0.00001).toFixed(5);
      const quantity = btc ? (0.001 + rng.int(500) * 0.00001).toFixed(5) : String(100 + rng.int(5000));
      const roll = rng.next();
      try {
        if (roll < 0.15) {
          const open = f.engine.openOrders(account, symbol);
          const victim = open[rng.int(open.length)];
          if (victim) f.engine.cancel({ accountId: account, symbol, orderId: victim.id }, i);
        } else if (roll < 0.3) {
          const quote = rng.next() < 0.5;
          f.order(account, { symbol, side, type: 'MARKET', ...(quote ? { quoteOrderQty: '200' } : { quantity }) }, i);
        } else {
          const tif = ['GTC', 'GTC', 'IOC', 'FOK'][rng.int(4)]!;
          const stp = stps[rng.int(stps.length)]!;
          f.order(account, { symbol, ...limit(side, price, quantity, { timeInForce: tif, selfTradePreventionMode: stp }) }, i);
        }
      } catch (error) {
        if (!(error instanceof VenueError)) throw error;
      }
    }
    expect(f.accounts.totals()).toEqual(start);
    expect(f.accounts.fees.get('USDT') ?? 0n).toBeGreaterThan(0n);
    // Locked funds equal exactly what the open orders still hold.
    for (const id of ids) {
      for (const asset of ['BTC', 'USDT', 'DEMO']) {
        const held = ['BTCUSDT', 'DEMOUSDT']
          .flatMap((symbol) => f.engine.openOrders(id, symbol))
          .filter((order) => (order.side === 'BUY' ? f.markets.get(order.symbol)!.quote : f.markets.get(order.symbol)!.base) === asset)
          .reduce((sum, order) => sum + order.locked, 0n);
        expect(f.accounts.balance(id, asset).locked).toBe(held);
      }
    }
  });
});
