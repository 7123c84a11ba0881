// The engine's view of an exchange: what bots, manual tools and market-data feeds ask of a venue.
// Implementations convert the venue library's data and errors at the boundary, so nothing above
// this interface knows ccxt's shapes (see ccxt-connector.ts).
import type { MarketKind } from './venue-definition.ts';

export interface MarketInfo {
  symbol: string;
  base: string;
  quote: string;
  kind: MarketKind;
  active: boolean;
  /** Price step (tick size) and amount step (lot size), when the venue gives them. */
  priceStep: number | null;
  amountStep: number | null;
  minAmount: number | null;
  minCost: number | null;
}

/** [price, amount] */
export type BookLevel = [number, number];

export interface OrderBookSnapshot {
  symbol: string;
  bids: BookLevel[];
  asks: BookLevel[];
  /** The venue's time of the book, when it gives one. */
  timestamp: number | null;
  /** The venue's update id (Binance lastUpdateId), when it gives one. */
  nonce: number | null;
}

export interface TickerSnapshot {
  symbol: string;
  last: number | null;
  bid: number | null;
  ask: number | null;
  high: number | null;
  low: number | null;
  open: number | null;
  changePercent: number | null;
  baseVolume: number | null;
  quoteVolume: number | null;
  timestamp: number | null;
}

/** [open time, open, high, low, close, base volume] */
export type Candle = [number, number, number, number, number, number];

export type OrderSide = 'buy' | 'sell';

export interface PublicTrade {
  id: string;
  timestamp: number;
  side: OrderSide | null;
  price: number;
  amount: number;
}

export interface AssetBalance {
  asset: string;
  free: number;
  used: number;
  total: number;
}

export type OrderType = 'limit' | 'market';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

export interface OrderInput {
  symbol: string;
  side: OrderSide;
  type: OrderType;
  amount: number;
  /** Required for limit orders. */
  price?: number;
  /**
   * Always given by the caller and derived from what the order is for (bot and step, or the
   * manual action), so an order sent again after a lost answer is recognised by the venue.
   */
  clientOrderId: string;
  timeInForce?: TimeInForce;
  postOnly?: boolean;
  /** Let the order trade with the same account's resting orders (self-trade prevention off). */
  allowSelfTrade?: boolean;
  /** Futures: the order may only shrink the position, never open or flip one. */
  reduceOnly?: boolean;
}

export type OrderStatus = 'open' | 'closed' | 'canceled' | 'expired' | 'rejected';

export interface OrderState {
  id: string;
  clientOrderId: string | null;
  symbol: string;
  side: OrderSide;
  type: string;
  price: number | null;
  average: number | null;
  amount: number;
  filled: number;
  remaining: number;
  status: OrderStatus;
  timestamp: number | null;
  /** The fee charged for the order so far, when the venue says (in one currency); null or absent when not. */
  fee?: { currency: string; cost: number } | null;
  /** Futures: the order only shrinks a position. */
  reduceOnly?: boolean;
}

/** Which order: the venue's id, or the client order id it was placed with. */
export type OrderRef = { id: string; clientOrderId?: undefined } | { id?: undefined; clientOrderId: string };

export interface OwnTrade {
  id: string;
  orderId: string | null;
  symbol: string;
  side: OrderSide;
  price: number;
  amount: number;
  cost: number;
  fee: { currency: string; cost: number } | null;
  maker: boolean | null;
  timestamp: number;
}

export type TransferStatus = 'pending' | 'ok' | 'failed' | 'canceled';

/** A deposit into the account from outside the venue, or a withdrawal out of it. */
export interface CapitalTransfer {
  id: string;
  type: 'deposit' | 'withdrawal';
  asset: string;
  /** Credited (deposit) or sent (withdrawal), not counting the fee. */
  amount: number;
  /** The withdrawal fee, when the venue says. */
  fee: { currency: string; cost: number } | null;
  /** Only 'ok' transfers have moved the balance for good. */
  status: TransferStatus;
  timestamp: number;
  txid: string | null;
  network: string | null;
  address: string | null;
}

export type MarginMode = 'cross' | 'isolated';

/** An open futures position (one per symbol and side; a one-way account has one side per symbol). */
export interface PositionState {
  symbol: string;
  side: 'long' | 'short';
  /** Size in base units (contracts × contract size), always positive. */
  size: number;
  entryPrice: number | null;
  markPrice: number | null;
  /** Value at the mark price, in the settlement currency. */
  notional: number | null;
  unrealizedPnl: number | null;
  liquidationPrice: number | null;
  /** Margin held for the position (isolated margin, or its share of cross margin). */
  margin: number | null;
  /** Maintenance margin over margin, when the venue gives both (0.8 means 80 % of the way to liquidation). */
  marginRatio: number | null;
  /** The margin below which the position is liquidated, in the settlement currency. */
  maintenanceMargin: number | null;
  marginMode: MarginMode;
  leverage: number | null;
  timestamp: number | null;
}

export interface KeyPermissions {
  read: boolean;
  trade: boolean;
  withdraw: boolean;
  ipRestricted: boolean;
}

export interface ExchangeConnector {
  readonly venue: string;
  loadMarkets(reload?: boolean): Promise<MarketInfo[]>;
  fetchOrderBook(symbol: string, limit?: number): Promise<OrderBookSnapshot>;
  fetchTicker(symbol: string): Promise<TickerSnapshot>;
  fetchOHLCV(symbol: string, timeframe: string, options?: { since?: number; limit?: number }): Promise<Candle[]>;
  fetchTrades(symbol: string, limit?: number): Promise<PublicTrade[]>;
  /** The spot wallet's balances, or with 'swap' the futures (margin) wallet's. */
  fetchBalance(kind?: MarketKind): Promise<AssetBalance[]>;
  createOrder(input: OrderInput): Promise<OrderState>;
  cancelOrder(symbol: string, ref: OrderRef): Promise<OrderState>;
  cancelAllOrders(symbol: string): Promise<OrderState[]>;
  fetchOpenOrders(symbol?: string): Promise<OrderState[]>;
  fetchOrder(symbol: string, ref: OrderRef): Promise<OrderState>;
  fetchMyTrades(symbol: string, options?: { since?: number; limit?: number }): Promise<OwnTrade[]>;
  /** The account's deposits from `since` (epoch ms) to now, oldest first; empty when the venue has no deposit history. */
  fetchDeposits(since: number): Promise<CapitalTransfer[]>;
  /** The account's withdrawals from `since` (epoch ms) to now, oldest first; empty when the venue has no withdrawal history. */
  fetchWithdrawals(since: number): Promise<CapitalTransfer[]>;
  /** null when the venue does not report key permissions. */
  fetchKeyPermissions(): Promise<KeyPermissions | null>;
  /** Open futures positions (size above 0), of the given symbols or all. */
  fetchPositions(symbols?: string[]): Promise<PositionState[]>;
  setLeverage(symbol: string, leverage: number): Promise<void>;
  /** Setting the mode a symbol already has succeeds. */
  setMarginMode(symbol: string, mode: MarginMode): Promise<void>;
}
