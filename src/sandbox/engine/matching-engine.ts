// The venue's matching engine: price-time priority over each market's book, limit / market / IOC /
// FOK / LIMIT_MAKER orders, self-trade prevention, and the balance side of every fill. It does no
// I/O and reads no clock (callers pass `now`), so replaying the journal of accepted commands
// rebuilds exactly the same state, and the match loop runs at memory speed.
import { venueErrors } from '../venue-error.ts';
import { type Accounts, feeOn } from './accounts.ts';
import { baseAtoms, type Market, quoteAtoms } from './market.ts';
import { type MatchPlan, planMatch } from './match-plan.ts';
import { OrderBook } from './order-book.ts';
import type { CancelCommand, Fill, Order, PlaceCommand, PlaceResult } from './types.ts';

/** Binance's MAX_NUM_ORDERS filter: open orders per account on one symbol. */
export const MAX_OPEN_ORDERS_PER_SYMBOL = 200;

export interface MarketState {
  market: Market;
  book: OrderBook;
  /** Open orders by id. */
  open: Map<number, Order>;
  /** Open orders by `${accountId}:${clientOrderId}`. */
  openByClientId: Map<string, Order>;
  openByAccount: Map<number, Set<Order>>;
  nextOrderId: number;
  nextTradeId: number;
  /** Price of the last trade, in ticks (0 before the first). */
  lastPriceTicks: number;
}

const clientKey = (accountId: number, clientOrderId: string) => `${accountId}:${clientOrderId}`;

export class MatchingEngine {
  private readonly states = new Map<string, MarketState>();

  constructor(
    markets: readonly Market[],
    readonly accounts: Accounts,
  ) {
    for (const market of markets) {
      this.states.set(market.symbol, {
        market,
        book: new OrderBook(),
        open: new Map(),
        openByClientId: new Map(),
        openByAccount: new Map(),
        nextOrderId: 1,
        nextTradeId: 1,
        lastPriceTicks: 0,
      });
    }
  }

  state(symbol: string): MarketState {
    const state = this.states.get(symbol);
    if (!state) throw venueErrors.invalidSymbol();
    return state;
  }

  hasMarket(symbol: string): boolean {
    return this.states.has(symbol);
  }

  marketStates(): IterableIterator<MarketState> {
    return this.states.values();
  }

  openOrders(accountId: number, symbol: string): Order[] {
    const orders = this.state(symbol).openByAccount.get(accountId);
    return orders ? [...orders].sort((a, b) => a.id - b.id) : [];
  }

  /** Places an order. Throws a VenueError, with nothing changed, when the order is refused. */
  place(command: PlaceCommand, now: number): PlaceResult {
    const state = this.state(command.symbol);
    const { market, book } = state;
    const account = this.accounts.get(command.accountId);
    if (!account) throw venueErrors.apiKeyRejected();
    if (state.openByClientId.has(clientKey(command.accountId, command.clientOrderId))) throw venueErrors.duplicateOrder();

    const isMarket = command.type === 'MARKET';
    const mayRest = command.type === 'LIMIT_MAKER' || (command.type === 'LIMIT' && command.timeInForce === 'GTC');
    if (mayRest && (state.openByAccount.get(command.accountId)?.size ?? 0) >= MAX_OPEN_ORDERS_PER_SYMBOL) {
      throw venueErrors.filterFailure('MAX_NUM_ORDERS');
    }
    if (isMarket && command.lots > 0) {
      // NOTIONAL applies to market orders at the last price (avgPriceMins 0 in exchangeInfo).
      const reference = state.lastPriceTicks || book.opposite(command.side).best()?.priceTicks || 0;
      if (reference > 0 && quoteAtoms(market, reference, command.lots) < market.minNotionalAtoms)
        throw venueErrors.filterFailure('NOTIONAL');
    }

    let plan: MatchPlan;
    if (command.type === 'LIMIT_MAKER') {
      const best = book.opposite(command.side).best();
      const crosses = best && (command.side === 'BUY' ? best.priceTicks <= command.priceTicks : best.priceTicks >= command.priceTicks);
      if (crosses) throw venueErrors.wouldTake();
      plan = { steps: [], lots: 0, quote: 0n, selfTradeStop: false, bookExhausted: true };
    } else {
      plan = planMatch(book, market, {
        accountId: command.accountId,
        side: command.side,
        limitTicks: isMarket ? null : command.priceTicks,
        lots: command.quoteAtoms > 0n ? null : command.lots,
        quoteBudget: command.quoteAtoms,
        stp: command.stp,
      });
    }

    const payAsset = command.side === 'BUY' ? market.quote : market.base;
    const toLock = this.fundsToLock(command, market, plan);
    if (!this.accounts.canLock(command.accountId, payAsset, toLock)) throw venueErrors.insufficientBalance();

    // Accepted: from here on the state changes.
    const order: Order = {
      id: state.nextOrderId++,
      symbol: command.symbol,
      accountId: command.accountId,
      clientOrderId: command.clientOrderId,
      side: command.side,
      type: command.type,
      timeInForce: command.timeInForce,
      priceTicks: command.priceTicks,
      origLots: command.lots,
      origQuoteAtoms: command.quoteAtoms,
      executedLots: 0,
      cumQuoteAtoms: 0n,
      status: 'NEW',
      stp: command.stp,
      time: now,
      updateTime: now,
      locked: toLock,
      prev: null,
      next: null,
    };
    this.accounts.lock(order.accountId, payAsset, toLock);

    const fokFails = command.timeInForce === 'FOK' && !isMarket && plan.lots < command.lots;
    if (fokFails) {
      this.release(order, market);
      order.status = 'EXPIRED';
      return { order, fills: [], expiredMakers: [] };
    }

    const fills: Fill[] = [];
    const expiredMakers: Order[] = [];
    for (const step of plan.steps) {
      if (step.lots === 0) {
        this.expireMaker(state, step.maker, now);
        expiredMakers.push(step.maker);
      } else {
        fills.push(this.fill(state, order, step.maker, step.lots, step.quote, now));
      }
    }
    this.finish(state, order, plan, now);
    return { order, fills, expiredMakers };
  }

  /**
   * The account's open order by id and/or client order id. With both, the id decides and the
   * client order id must agree (Binance's rule).
   */
  findOpen(symbol: string, accountId: number, lookup: { orderId?: number; clientOrderId?: string }): Order | undefined {
    const state = this.state(symbol);
    let order: Order | undefined;
    if (lookup.orderId !== undefined) {
      order = state.open.get(lookup.orderId);
      if (order && lookup.clientOrderId !== undefined && order.clientOrderId !== lookup.clientOrderId) return undefined;
    } else if (lookup.clientOrderId !== undefined) {
      order = state.openByClientId.get(clientKey(accountId, lookup.clientOrderId));
    }
    return order?.accountId === accountId ? order : undefined;
  }

  /** Cancels an open order. Throws -2011 when the account has no such open order. */
  cancel(command: CancelCommand, now: number): Order {
    const state = this.state(command.symbol);
    const order = this.findOpen(command.symbol, command.accountId, command);
    if (!order) throw venueErrors.unknownOrder();
    this.takeOut(state, order);
    order.status = 'CANCELED';
    order.updateTime = now;
    this.release(order, state.market);
    return order;
  }

  /** Cancels every open order of the account on the symbol, oldest first. */
  cancelAll(accountId: number, symbol: string, now: number): Order[] {
    return this.openOrders(accountId, symbol).map((order) => this.cancel({ accountId, symbol, orderId: order.id }, now));
  }

  /** Puts a previously open order back into its book (restoring a snapshot keeps queue order). */
  restore(order: Order): void {
    const state = this.state(order.symbol);
    this.rest(state, order);
  }

  private fundsToLock(command: PlaceCommand, market: Market, plan: MatchPlan): bigint {
    if (command.side === 'BUY') {
      if (command.type !== 'MARKET') return quoteAtoms(market, command.priceTicks, command.lots);
      return command.quoteAtoms > 0n ? command.quoteAtoms : plan.quote;
    }
    return baseAtoms(market, command.quoteAtoms > 0n ? plan.lots : command.lots);
  }

  private fill(state: MarketState, taker: Order, maker: Order, lots: number, quote: bigint, now: number): Fill {
    const { market, book } = state;
    const buyer = taker.side === 'BUY' ? taker : maker;
    const seller = taker.side === 'BUY' ? maker : taker;
    const buyerAccount = this.accounts.get(buyer.accountId)!;
    const sellerAccount = this.accounts.get(seller.accountId)!;
    const buyerIsMaker = buyer === maker;
    const base = baseAtoms(market, lots);

    // Each side pays its commission on what it receives, at its maker or taker rate.
    const baseFee = feeOn(base, buyerIsMaker ? buyerAccount.makerFeePpm : buyerAccount.takerFeePpm);
    const quoteFee = feeOn(quote, buyerIsMaker ? sellerAccount.takerFeePpm : sellerAccount.makerFeePpm);
    this.accounts.payFromLocked(seller.accountId, buyer.accountId, market.base, base, baseFee);
    seller.locked -= base;
    if (buyer === taker && taker.type !== 'MARKET') {
      // A limit buy locked its own price; trading at a better maker price frees the difference.
      const surplus = quoteAtoms(market, taker.priceTicks, lots) - quote;
      if (surplus > 0n) {
        this.accounts.unlock(buyer.accountId, market.quote, surplus);
        buyer.locked -= surplus;
      }
    }
    this.accounts.payFromLocked(buyer.accountId, seller.accountId, market.quote, quote, quoteFee);
    buyer.locked -= quote;

    for (const order of [maker, taker]) {
      order.executedLots += lots;
      order.cumQuoteAtoms += quote;
      order.updateTime = now;
    }
    book.sideOf(maker.side).reduce(maker, lots);
    book.updateId += 1;
    if (maker.executedLots === maker.origLots) {
      this.takeOut(state, maker);
      maker.status = 'FILLED';
      this.release(maker, market);
    } else {
      maker.status = 'PARTIALLY_FILLED';
    }
    state.lastPriceTicks = maker.priceTicks;
    return {
      tradeId: state.nextTradeId++,
      symbol: state.market.symbol,
      time: now,
      priceTicks: maker.priceTicks,
      lots,
      quoteAtoms: quote,
      maker,
      taker,
      buyerIsMaker,
      makerFee: buyerIsMaker ? baseFee : quoteFee,
      makerFeeAsset: buyerIsMaker ? market.base : market.quote,
      takerFee: buyerIsMaker ? quoteFee : baseFee,
      takerFeeAsset: buyerIsMaker ? market.quote : market.base,
    };
  }

  private expireMaker(state: MarketState, maker: Order, now: number): void {
    this.takeOut(state, maker);
    maker.status = 'EXPIRED_IN_MATCH';
    maker.updateTime = now;
    this.release(maker, state.market);
  }

  private finish(state: MarketState, order: Order, plan: MatchPlan, now: number): void {
    if (order.origQuoteAtoms > 0n) {
      // Sized in quote: the quantity is whatever the budget bought.
      order.origLots = order.executedLots;
      order.status = plan.selfTradeStop ? 'EXPIRED_IN_MATCH' : plan.bookExhausted || order.executedLots === 0 ? 'EXPIRED' : 'FILLED';
    } else if (order.executedLots === order.origLots) {
      order.status = 'FILLED';
    } else if (plan.selfTradeStop) {
      order.status = 'EXPIRED_IN_MATCH';
    } else if (order.type === 'LIMIT_MAKER' || (order.type === 'LIMIT' && order.timeInForce === 'GTC')) {
      order.status = order.executedLots > 0 ? 'PARTIALLY_FILLED' : 'NEW';
      this.rest(state, order);
      return;
    } else {
      order.status = 'EXPIRED';
    }
    order.updateTime = now;
    this.release(order, state.market);
  }

  private rest(state: MarketState, order: Order): void {
    state.book.sideOf(order.side).add(order, order.origLots - order.executedLots);
    state.book.updateId += 1;
    state.open.set(order.id, order);
    state.openByClientId.set(clientKey(order.accountId, order.clientOrderId), order);
    let mine = state.openByAccount.get(order.accountId);
    if (!mine) {
      mine = new Set();
      state.openByAccount.set(order.accountId, mine);
    }
    mine.add(order);
  }

  private takeOut(state: MarketState, order: Order): void {
    state.book.sideOf(order.side).remove(order, order.origLots - order.executedLots);
    state.book.updateId += 1;
    state.open.delete(order.id);
    const key = clientKey(order.accountId, order.clientOrderId);
    if (state.openByClientId.get(key) === order) state.openByClientId.delete(key);
    const mine = state.openByAccount.get(order.accountId);
    mine?.delete(order);
    if (mine?.size === 0) state.openByAccount.delete(order.accountId);
  }

  /** Returns whatever the order still holds to the account's free balance. */
  private release(order: Order, market: Market): void {
    if (order.locked > 0n) {
      this.accounts.unlock(order.accountId, order.side === 'BUY' ? market.quote : market.base, order.locked);
      order.locked = 0n;
    }
  }
}
