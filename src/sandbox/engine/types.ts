// The engine's vocabulary, named as Binance names it on the wire.

export type Side = 'BUY' | 'SELL';
export type OrderType = 'LIMIT' | 'MARKET' | 'LIMIT_MAKER';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';
/** Binance's selfTradePreventionMode: what happens when an order would trade with its own account. */
export type StpMode = 'NONE' | 'EXPIRE_TAKER' | 'EXPIRE_MAKER' | 'EXPIRE_BOTH';
export type OrderStatus = 'NEW' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELED' | 'EXPIRED' | 'EXPIRED_IN_MATCH';

export const ORDER_TYPES: readonly OrderType[] = ['LIMIT', 'MARKET', 'LIMIT_MAKER'];
export const TIME_IN_FORCE: readonly TimeInForce[] = ['GTC', 'IOC', 'FOK'];
export const STP_MODES: readonly StpMode[] = ['NONE', 'EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'];

/** A validated new order in engine units; this is also what the journal records. */
export interface PlaceCommand {
  accountId: number;
  symbol: string;
  side: Side;
  type: OrderType;
  timeInForce: TimeInForce;
  /** Limit price in ticks; 0 for MARKET. */
  priceTicks: number;
  /** Quantity in lots; 0 for a MARKET order sized by quoteOrderQty. */
  lots: number;
  /** quoteOrderQty in quote atoms; 0n unless the order is sized in quote. */
  quoteAtoms: bigint;
  clientOrderId: string;
  stp: StpMode;
}

export interface CancelCommand {
  accountId: number;
  symbol: string;
  orderId?: number;
  clientOrderId?: string;
}

export interface Order {
  id: number;
  symbol: string;
  accountId: number;
  clientOrderId: string;
  side: Side;
  type: OrderType;
  timeInForce: TimeInForce;
  priceTicks: number;
  origLots: number;
  origQuoteAtoms: bigint;
  executedLots: number;
  cumQuoteAtoms: bigint;
  status: OrderStatus;
  stp: StpMode;
  time: number;
  updateTime: number;
  /** Funds still held for this order (quote for a buy, base for a sell). */
  locked: bigint;
  // Position in the book, owned by OrderBook.
  prev: Order | null;
  next: Order | null;
}

export interface Fill {
  tradeId: number;
  symbol: string;
  time: number;
  priceTicks: number;
  lots: number;
  quoteAtoms: bigint;
  maker: Order;
  taker: Order;
  buyerIsMaker: boolean;
  makerFee: bigint;
  makerFeeAsset: string;
  takerFee: bigint;
  takerFeeAsset: string;
}

export interface PlaceResult {
  order: Order;
  fills: Fill[];
  /** Resting orders expired by self-trade prevention while this order matched. */
  expiredMakers: Order[];
}

export const isOpen = (order: Order): boolean => order.status === 'NEW' || order.status === 'PARTIALLY_FILLED';
export const remainingLots = (order: Order): number => order.origLots - order.executedLots;
