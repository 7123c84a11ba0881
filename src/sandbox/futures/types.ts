// The futures venue's vocabulary, named as Binance's USD-M API names it on the wire, and the
// records its journal holds. Money is in atoms of USDT (1e-8), prices in ticks and sizes in lots of
// the contract's spot market.
import type { Side } from '../engine/types.ts';

export type MarginType = 'CROSSED' | 'ISOLATED';
export type FuturesOrderType = 'LIMIT' | 'MARKET';
/** GTX is Binance's post-only. */
export type FuturesTimeInForce = 'GTC' | 'IOC' | 'FOK' | 'GTX';
export type FuturesOrderStatus = 'NEW' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELED' | 'EXPIRED';
export type IncomeType = 'TRANSFER' | 'REALIZED_PNL' | 'FUNDING_FEE' | 'COMMISSION' | 'INSURANCE_CLEAR';

export const FUTURES_ORDER_TYPES: readonly FuturesOrderType[] = ['LIMIT', 'MARKET'];
export const FUTURES_TIME_IN_FORCE: readonly FuturesTimeInForce[] = ['GTC', 'IOC', 'FOK', 'GTX'];

/** Mark prices in ticks, by symbol: every command that depends on them carries the ones it used. */
export type Marks = Record<string, number>;

export interface FuturesOrder {
  id: number;
  symbol: string;
  accountId: number;
  clientOrderId: string;
  side: Side;
  type: FuturesOrderType;
  timeInForce: FuturesTimeInForce;
  /** Limit price in ticks; 0 for MARKET. */
  priceTicks: number;
  origLots: number;
  executedLots: number;
  cumQuoteAtoms: bigint;
  reduceOnly: boolean;
  status: FuturesOrderStatus;
  /** The venue's forced close of a liquidated position (Binance's "autoclose-" orders). */
  liquidation: boolean;
  time: number;
  updateTime: number;
}

/** One-way mode (Binance's positionSide BOTH): one signed position per account and symbol. */
export interface Position {
  accountId: number;
  symbol: string;
  /** Positive long, negative short. */
  lots: number;
  /** What the open size cost at its entry prices (always positive): entry price = cost / size. */
  costAtoms: bigint;
  /** Margin held by an ISOLATED position (0 when CROSSED). */
  isolatedAtoms: bigint;
  updateTime: number;
}

export interface SymbolSettings {
  leverage: number;
  marginType: MarginType;
}

export interface FuturesTrade {
  id: number;
  accountId: number;
  symbol: string;
  orderId: number;
  side: Side;
  priceTicks: number;
  lots: number;
  quoteAtoms: bigint;
  realizedPnlAtoms: bigint;
  commissionAtoms: bigint;
  maker: boolean;
  time: number;
}

/** An entry of the futures wallet's ledger (/fapi/v1/income); `atoms` is signed. */
export interface Income {
  id: number;
  accountId: number;
  /** '' for transfers. */
  symbol: string;
  type: IncomeType;
  atoms: bigint;
  time: number;
  /** The trade behind a commission or realized PnL entry. */
  tradeId: number | null;
}

export interface Wallet {
  atoms: bigint;
  /** When the wallet last changed; 0 for a wallet never funded (Binance shows such assets with 0). */
  updateTime: number;
}

export interface FundingEvent {
  symbol: string;
  fundingTime: number;
  /** In units of 1e-8 (0.0001 = 10,000), signed: positive means longs pay shorts. */
  rateAtoms: bigint;
  markTicks: number;
}

/** A symbol's venue-wide settings, set through the admin routes. */
export interface ContractSettings {
  /** A mark fixed by the admin (ticks), or null to follow the reference price. */
  pinnedMarkTicks: number | null;
  fundingRateAtoms: bigint;
}

/** How far a symbol's price stands from its index (see premium.ts), as last set by a fill. */
export interface Premium {
  /** Signed, in parts per billion of the index: positive above it. */
  ppb: number;
  /** When a fill last set it; it decays from there. */
  time: number;
}

/** A new order, validated, in engine units. */
export interface FuturesPlaceCommand {
  accountId: number;
  symbol: string;
  side: Side;
  type: FuturesOrderType;
  timeInForce: FuturesTimeInForce;
  priceTicks: number;
  lots: number;
  reduceOnly: boolean;
  clientOrderId: string;
}

export type TransferDirection = 'toFutures' | 'toSpot';

export type FuturesRecord =
  // An account's opening futures balance: credited, not listed as a transfer.
  | { t: 'futures.fund'; ts: number; accountId: number; atoms: string }
  | { t: 'futures.transfer'; ts: number; accountId: number; atoms: string; direction: TransferDirection; marks: Marks }
  | { t: 'futures.leverage'; ts: number; accountId: number; symbol: string; leverage: number; marks: Marks }
  | { t: 'futures.marginType'; ts: number; accountId: number; symbol: string; marginType: MarginType }
  | ({ t: 'futures.place'; ts: number; marks: Marks } & FuturesPlaceCommand)
  | { t: 'futures.cancel'; ts: number; accountId: number; symbol: string; orderId?: number; clientOrderId?: string }
  | { t: 'futures.cancelAll'; ts: number; accountId: number; symbol: string }
  // The marks moved across a resting order's price or a position's liquidation price.
  | { t: 'futures.mark'; ts: number; marks: Marks }
  | { t: 'futures.funding'; ts: number; fundingTime: number; marks: Marks }
  | { t: 'futures.contract'; ts: number; symbol: string; pinnedMarkTicks?: number | null; fundingRateAtoms?: string };
