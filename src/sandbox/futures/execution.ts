// How futures orders execute: the house takes the other side of every trade at the mark.
//   MARKET            fills at once at the mark plus the half spread (buy) or minus it (sell).
//   LIMIT, marketable (a buy at or above the mark, a sell at or below): fills at once like a market
//                     order, never at a worse price than its limit; GTX (post-only) is refused.
//   LIMIT, otherwise  GTC and GTX rest, and fill at their own price (as maker) on the first mark
//                     update that reaches it; IOC and FOK expire.
// Fills take the account's maker or taker commission from the futures wallet, realize PnL on the
// part that closes a position, and move initial margin into an ISOLATED position's wallet. Each
// fill also leans the symbol's price its way (premium.ts), so the next mark is no longer the index:
// without that, trading could never move a market whose only counterparty is the house.
// Liquidations do not lean it: they are the venue closing a position, not anyone's demand, and
// letting them move the price would let one liquidation cascade into the next.
import { formatAtoms } from '../decimal.ts';
import { type Accounts, feeOn } from '../engine/accounts.ts';
import type { Market } from '../engine/market.ts';
import { venueErrors } from '../venue-error.ts';
import { houseQuote, MAX_OPEN_ORDERS_PER_SYMBOL, notional } from './contracts.ts';
import { futuresErrors } from './errors.ts';
import type { FuturesLedger } from './ledger.ts';
import { accountFigures } from './margin.ts';
import { applyFill, initialMargin } from './position-math.ts';
import type { FuturesOrder, FuturesPlaceCommand, FuturesTrade, Marks } from './types.ts';

export interface ExecutionContext {
  ledger: FuturesLedger;
  contracts: ReadonlyMap<string, Market>;
  accounts: Accounts;
}

const isOpen = (order: FuturesOrder) => order.status === 'NEW' || order.status === 'PARTIALLY_FILLED';
const signed = (side: 'BUY' | 'SELL', lots: number) => (side === 'BUY' ? lots : -lots);

/** The lots of an order of `side` that would close part of `positionLots` rather than add to it. */
function closingLots(positionLots: number, side: 'BUY' | 'SELL', lots: number): number {
  const opposite = (positionLots > 0 && side === 'SELL') || (positionLots < 0 && side === 'BUY');
  return opposite ? Math.min(lots, Math.abs(positionLots)) : 0;
}

/** Where an order trades now against the mark, or null when it would rest. */
function immediatePrice(command: FuturesPlaceCommand, markTicks: number): number | null {
  const quote = houseQuote(markTicks, command.side);
  if (command.type === 'MARKET') return quote;
  if (command.side === 'BUY') return command.priceTicks >= markTicks ? Math.min(command.priceTicks, quote) : null;
  return command.priceTicks <= markTicks ? Math.max(command.priceTicks, quote) : null;
}

export function placeOrder(context: ExecutionContext, command: FuturesPlaceCommand, marks: Marks, ts: number): FuturesOrder {
  const { ledger } = context;
  const market = context.contracts.get(command.symbol)!;
  const open = ledger.openOrders(command.accountId, command.symbol);
  if (open.some((order) => order.clientOrderId === command.clientOrderId)) throw futuresErrors.duplicateClientOrderId();
  if (open.length >= MAX_OPEN_ORDERS_PER_SYMBOL) throw futuresErrors.maxOpenOrders();
  const position = ledger.position(command.accountId, command.symbol);
  const closing = closingLots(position.lots, command.side, command.lots);
  // Reduce-only may only shrink the position: never open, add to or flip it.
  if (command.reduceOnly && closing < command.lots) throw futuresErrors.reduceOnlyRejected();

  const markTicks = marks[command.symbol]!;
  const price = immediatePrice(command, markTicks);
  if (price !== null && command.timeInForce === 'GTX') throw futuresErrors.postOnlyWouldTake();
  const rests = price === null && (command.timeInForce === 'GTC' || command.timeInForce === 'GTX');
  const marginPrice = price ?? command.priceTicks;
  if (!command.reduceOnly && notional(market, command.lots, marginPrice) < market.minNotionalAtoms) {
    throw futuresErrors.notionalTooSmall(formatAtoms(market.minNotionalAtoms).replace(/\.?0+$/, ''));
  }
  if (!command.reduceOnly && (price !== null || rests)) {
    const settings = ledger.symbolSettings(command.accountId, command.symbol);
    const account = context.accounts.get(command.accountId)!;
    const opening = command.lots - closing;
    let required = initialMargin(notional(market, opening, marginPrice), settings.leverage);
    if (price !== null) required += feeOn(notional(market, command.lots, price), account.takerFeePpm);
    if (required > accountFigures(context, command.accountId, marks).availableAtoms) throw futuresErrors.marginInsufficient();
  }

  const order: FuturesOrder = {
    id: ledger.nextOrderId++,
    symbol: command.symbol,
    accountId: command.accountId,
    clientOrderId: command.clientOrderId,
    side: command.side,
    type: command.type,
    timeInForce: command.timeInForce,
    priceTicks: command.type === 'MARKET' ? 0 : command.priceTicks,
    origLots: command.lots,
    executedLots: 0,
    cumQuoteAtoms: 0n,
    reduceOnly: command.reduceOnly,
    status: price === null && !rests ? 'EXPIRED' : 'NEW',
    liquidation: false,
    time: ts,
    updateTime: ts,
  };
  ledger.addOrder(order);
  if (price !== null) fill(context, order, command.lots, price, false, ts);
  return order;
}

/** Fills resting orders of `symbol` that the mark has reached, oldest first, at their own prices. */
export function fillRestingOrders(context: ExecutionContext, symbol: string, markTicks: number, ts: number): void {
  for (const order of context.ledger.openOrdersOfSymbol(symbol)) {
    if (!reached(order, markTicks)) continue;
    let lots = order.origLots - order.executedLots;
    if (order.reduceOnly) {
      // The position may have shrunk since: fill what still reduces it, expire the rest.
      lots = closingLots(context.ledger.position(order.accountId, symbol).lots, order.side, lots);
      if (lots === 0) {
        order.status = 'EXPIRED';
        order.updateTime = ts;
        context.ledger.settle(order);
        continue;
      }
    }
    fill(context, order, lots, order.priceTicks, true, ts);
    if (isOpen(order)) {
      order.status = 'EXPIRED';
      context.ledger.settle(order);
    }
  }
}

export function reached(order: FuturesOrder, markTicks: number): boolean {
  return order.side === 'BUY' ? markTicks <= order.priceTicks : markTicks >= order.priceTicks;
}

export interface FillOptions {
  /** Commission rate override (liquidations pay none: the clearance fee takes the margin). */
  feePpm?: number;
}

/** Executes `lots` of an order at `priceTicks` against the house and returns the trade. */
export function fill(
  context: ExecutionContext,
  order: FuturesOrder,
  lots: number,
  priceTicks: number,
  maker: boolean,
  ts: number,
  options: FillOptions = {},
): FuturesTrade {
  const { ledger } = context;
  const market = context.contracts.get(order.symbol)!;
  const account = context.accounts.get(order.accountId)!;
  const settings = ledger.symbolSettings(order.accountId, order.symbol);
  const before = ledger.position(order.accountId, order.symbol);
  const outcome = applyFill(market, before, signed(order.side, lots), priceTicks);
  const quoteAtoms = notional(market, lots, priceTicks);
  const commission = feeOn(quoteAtoms, options.feePpm ?? (maker ? account.makerFeePpm : account.takerFeePpm));

  let isolatedAtoms = before.isolatedAtoms;
  if (outcome.closedLots > 0 && before.isolatedAtoms > 0n) {
    const size = Math.abs(before.lots);
    isolatedAtoms -=
      outcome.closedLots === size ? before.isolatedAtoms : (before.isolatedAtoms * BigInt(outcome.closedLots)) / BigInt(size);
  }
  if (outcome.openedLots > 0 && settings.marginType === 'ISOLATED') {
    isolatedAtoms += initialMargin(notional(market, outcome.openedLots, priceTicks), settings.leverage);
  }
  ledger.setPosition({
    accountId: order.accountId,
    symbol: order.symbol,
    lots: outcome.lots,
    costAtoms: outcome.costAtoms,
    isolatedAtoms: outcome.lots === 0 ? 0n : isolatedAtoms,
    updateTime: ts,
  });

  const trade: FuturesTrade = {
    id: ledger.nextTradeId++,
    accountId: order.accountId,
    symbol: order.symbol,
    orderId: order.id,
    side: order.side,
    priceTicks,
    lots,
    quoteAtoms,
    realizedPnlAtoms: outcome.realizedAtoms,
    commissionAtoms: commission,
    maker,
    time: ts,
  };
  ledger.addTrade(trade);
  if (!order.liquidation) ledger.movePremium(order.symbol, order.side, quoteAtoms, ts);
  ledger.credit(order.accountId, outcome.realizedAtoms - commission, ts);
  const income = { accountId: order.accountId, symbol: order.symbol, time: ts, tradeId: trade.id };
  if (outcome.realizedAtoms !== 0n) ledger.addIncome({ ...income, type: 'REALIZED_PNL', atoms: outcome.realizedAtoms });
  if (commission !== 0n) ledger.addIncome({ ...income, type: 'COMMISSION', atoms: -commission });

  order.executedLots += lots;
  order.cumQuoteAtoms += quoteAtoms;
  order.status = order.executedLots === order.origLots ? 'FILLED' : 'PARTIALLY_FILLED';
  order.updateTime = ts;
  ledger.settle(order);
  return trade;
}

export function cancelOrder(
  context: ExecutionContext,
  accountId: number,
  symbol: string,
  lookup: { orderId?: number; clientOrderId?: string },
  ts: number,
): FuturesOrder {
  const order = context.ledger.findOrder(accountId, symbol, lookup);
  if (!order || !isOpen(order)) throw venueErrors.unknownOrder();
  order.status = 'CANCELED';
  order.updateTime = ts;
  context.ledger.settle(order);
  return order;
}

export function cancelAllOrders(context: ExecutionContext, accountId: number, symbol: string, ts: number): FuturesOrder[] {
  const orders = context.ledger.openOrders(accountId, symbol);
  for (const order of orders) cancelOrder(context, accountId, symbol, { orderId: order.id }, ts);
  return orders;
}
