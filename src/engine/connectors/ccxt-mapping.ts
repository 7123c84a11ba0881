// ccxt's unified structures → the engine's (types.ts). Numbers stay numbers; a missing value is null.
import type { Balances, Fee, MarketInterface, OHLCV, Order, OrderBook, Position, Ticker, Trade } from 'ccxt';
import type {
  AssetBalance,
  Candle,
  MarketInfo,
  OrderBookSnapshot,
  OrderState,
  OrderStatus,
  OwnTrade,
  PositionState,
  PublicTrade,
  TickerSnapshot,
} from './types.ts';

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

export function marketInfo(market: MarketInterface): MarketInfo {
  return {
    symbol: market.symbol,
    base: market.base,
    quote: market.quote,
    kind: market.swap ? 'swap' : 'spot',
    active: market.active !== false,
    priceStep: num(market.precision?.price),
    amountStep: num(market.precision?.amount),
    minAmount: num(market.limits?.amount?.min),
    minCost: num(market.limits?.cost?.min),
  };
}

export function orderBookSnapshot(book: OrderBook, symbol: string): OrderBookSnapshot {
  const levels = (side: OrderBook['bids']) => side.map(([price, amount]) => [Number(price), Number(amount)] as [number, number]);
  return { symbol, bids: levels(book.bids), asks: levels(book.asks), timestamp: num(book.timestamp), nonce: num(book.nonce) };
}

export function tickerSnapshot(ticker: Ticker, symbol: string): TickerSnapshot {
  return {
    symbol,
    last: num(ticker.last),
    bid: num(ticker.bid),
    ask: num(ticker.ask),
    high: num(ticker.high),
    low: num(ticker.low),
    open: num(ticker.open),
    changePercent: num(ticker.percentage),
    baseVolume: num(ticker.baseVolume),
    quoteVolume: num(ticker.quoteVolume),
    timestamp: num(ticker.timestamp),
  };
}

export const candle = (row: OHLCV): Candle => [
  Number(row[0]),
  Number(row[1]),
  Number(row[2]),
  Number(row[3]),
  Number(row[4]),
  Number(row[5]),
];

export function publicTrade(trade: Trade): PublicTrade {
  return {
    id: String(trade.id ?? `${trade.timestamp}`),
    timestamp: trade.timestamp ?? 0,
    side: trade.side === 'buy' || trade.side === 'sell' ? trade.side : null,
    price: num(trade.price) ?? 0,
    amount: num(trade.amount) ?? 0,
  };
}

export function assetBalances(balances: Balances): AssetBalance[] {
  const totals = (balances.total ?? {}) as unknown as Record<string, number | undefined>;
  const free = (balances.free ?? {}) as unknown as Record<string, number | undefined>;
  const used = (balances.used ?? {}) as unknown as Record<string, number | undefined>;
  return Object.keys(totals)
    .sort()
    .map((asset) => ({ asset, free: num(free[asset]) ?? 0, used: num(used[asset]) ?? 0, total: num(totals[asset]) ?? 0 }));
}

const STATUSES: readonly OrderStatus[] = ['open', 'closed', 'canceled', 'expired', 'rejected'];

/** What ccxt parsed of an order, with `known` filling what the venue's answer left out. */
export function withKnown(order: Order, known: Partial<Order>): Order {
  const defined = Object.fromEntries(Object.entries(order).filter(([, value]) => value !== undefined && value !== null));
  return { ...known, ...defined } as Order;
}

/**
 * The order's fee so far: ccxt sums it per currency from what the venue answered (a new order's
 * fills, or the order's own fee fields). A fee split over several currencies has no single total:
 * null, as when the venue says nothing (Binance's order queries carry no fee).
 */
function orderFee(order: Order): { currency: string; cost: number } | null {
  // ccxt fills `fees` (one entry per currency) beside `fee`, though its Order type names only `fee`.
  const listed = (order as Order & { fees?: Fee[] }).fees;
  const reported = listed?.length ? listed : [order.fee];
  const fees = reported.flatMap((fee) => {
    const cost = num(fee?.cost);
    return cost === null ? [] : [{ currency: String(fee?.currency ?? ''), cost }];
  });
  const currencies = new Set(fees.map((fee) => fee.currency));
  if (fees.length === 0 || currencies.size !== 1) return null;
  return { currency: fees[0]!.currency, cost: fees.reduce((sum, fee) => sum + fee.cost, 0) };
}

export function orderState(order: Order): OrderState {
  const amount = num(order.amount) ?? 0;
  const filled = num(order.filled) ?? 0;
  return {
    id: String(order.id),
    clientOrderId: str(order.clientOrderId),
    symbol: order.symbol ?? '',
    side: order.side === 'sell' ? 'sell' : 'buy',
    type: order.type ?? 'limit',
    price: num(order.price),
    average: num(order.average),
    amount,
    filled,
    remaining: num(order.remaining) ?? Math.max(0, amount - filled),
    status: STATUSES.includes(order.status as OrderStatus) ? (order.status as OrderStatus) : 'open',
    timestamp: num(order.timestamp),
    fee: orderFee(order),
    ...(order.reduceOnly ? { reduceOnly: true } : {}),
  };
}

export function ownTrade(trade: Trade): OwnTrade {
  const fee = trade.fee && typeof trade.fee.cost === 'number' ? { currency: String(trade.fee.currency ?? ''), cost: trade.fee.cost } : null;
  return {
    id: String(trade.id),
    orderId: str(trade.order),
    symbol: trade.symbol ?? '',
    side: trade.side === 'sell' ? 'sell' : 'buy',
    price: num(trade.price) ?? 0,
    amount: num(trade.amount) ?? 0,
    cost: num(trade.cost) ?? (num(trade.price) ?? 0) * (num(trade.amount) ?? 0),
    fee,
    maker: trade.takerOrMaker === 'maker' ? true : trade.takerOrMaker === 'taker' ? false : null,
    timestamp: trade.timestamp ?? 0,
  };
}

/**
 * A position as the engine sees it, or null for an empty one (Binance lists every symbol, most with
 * size 0). The size is in base units: ccxt counts contracts, each of `contractSize` base units.
 */
export function positionState(position: Position): PositionState | null {
  const contracts = Math.abs(num(position.contracts) ?? 0);
  const size = contracts * (num(position.contractSize) ?? 1);
  if (!(size > 0) || !position.symbol) return null;
  const margin = num(position.initialMargin) ?? num(position.collateral);
  return {
    symbol: position.symbol,
    side: position.side === 'short' ? 'short' : 'long',
    size,
    entryPrice: num(position.entryPrice),
    markPrice: num(position.markPrice),
    notional: num(position.notional) === null ? null : Math.abs(num(position.notional)!),
    unrealizedPnl: num(position.unrealizedPnl),
    liquidationPrice: num(position.liquidationPrice) || null,
    margin,
    marginRatio: num(position.marginRatio),
    maintenanceMargin: num(position.maintenanceMargin),
    marginMode: position.marginMode === 'isolated' ? 'isolated' : 'cross',
    leverage: num(position.leverage),
    timestamp: num(position.timestamp),
  };
}
