// The contract between a DEX or NFT strategy and the runner, the swap-world twin of types.ts: a
// strategy reads the pool, the group's wallets and what its earlier swaps did, and returns swaps
// to send as plain data; the runner picks the wallets, sends each swap once (written down before
// it is signed), reads what it moved from the receipt and hands that back on the next tick.
import type { LogLine, OrderEvent } from '../types.ts';

export type SwapSide = 'buy' | 'sell';
/** Spec §3 wallet restriction. */
export type WalletRestriction = 'unlimited' | 'buy' | 'sell';

/** The pool as the bot sees it at the start of a tick (whole tokens, quote per base). */
export interface PoolView {
  price: number;
  base: number;
  quote: number;
  feePercent: number;
  /** The chain's block at the read. */
  block: number;
}

/** One trading wallet of the bot's group, with its balances (whole tokens). */
export interface DexWalletView {
  id: number;
  address: string;
  restriction: WalletRestriction;
  base: number;
  quote: number;
  /** The chain's coin, which pays for gas (and is the quote itself when the pair is quoted in it). */
  native: number;
}

/** A reference market on an exchange (DEX follow, DEX-to-CEX arbitrage). */
export interface ReferenceView {
  venue: string;
  last: number | null;
  bestBid: number | null;
  bestAsk: number | null;
  /** Base offered at the best bid and the best ask (0 when that side is empty). */
  bidAmount: number;
  askAmount: number;
}

/** What one of the bot's swaps did, once its transaction was mined (or failed). */
export interface SwapEvent {
  tag: string;
  side: SwapSide;
  walletId: number;
  status: 'done' | 'failed';
  /** Base bought or sold and quote paid or received (0 when failed). */
  baseAmount: number;
  quoteAmount: number;
  price: number;
  /** Why it failed: a chain error reason ("slippage", "insufficientBalance", …). */
  reason?: string;
  /** Its step in the bot's swap record (absent: refused before anything was recorded). */
  step?: number;
}

export interface DexStrategyContext<P, S> {
  botId: number;
  params: P;
  state: S;
  now: number;
  random: () => number;
  pool: PoolView;
  /** The reference market, for kinds that watch one; null while its price is unavailable. */
  reference: ReferenceView | null;
  wallets: DexWalletView[];
  /** Swaps settled since the previous tick. */
  events: SwapEvent[];
  /** Swaps this tick may send before the safety module's limit nears. */
  actionBudget: number;
  tick: number;
  /**
   * Kinds that wait for a pool's first liquidity: the block it arrived in (null: before the blocks
   * looked back over, so not a fresh launch); absent while the pool is empty.
   */
  liquidSince?: number | null;
  /** Kinds that trade on the reference exchange too: what their orders there did since the previous tick. */
  referenceEvents?: OrderEvent[];
}

export type DexAction =
  | {
      kind: 'swap';
      tag: string;
      side: SwapSide;
      /** Quote to spend on a buy, base to sell on a sell (whole tokens). */
      amount: number;
      /** A wallet of the group; absent: the runner picks one at random that may and can. */
      walletId?: number;
      /** Not sent when the pool's price after the swap would pass it (above on a buy, below on a sell). */
      limitPrice?: number;
      reason?: LogLine;
    }
  /** A leg on the reference exchange (DEX-to-CEX arbitrage): an immediate-or-cancel limit order of `amount` base. */
  | { kind: 'referenceOrder'; tag: string; side: SwapSide; price: number; amount: number; reason?: LogLine }
  | { kind: 'log'; line: LogLine }
  | { kind: 'stop'; reason: LogLine }
  | { kind: 'pause'; reason: LogLine };

export interface DexDecision<S> {
  actions: DexAction[];
  state?: S;
  nextTickMs?: number;
  realisedProfit?: number;
}

export interface DexNeeds {
  /** The reference exchange market (venue id from the bot's second venue; pair in the bot's parameters). */
  referenceSymbol?: string;
  /** Places orders on the reference market as well (DEX-to-CEX arbitrage). */
  referenceTrading?: boolean;
  /** Runs while the pool is still empty, waiting for its first liquidity (the sniper). */
  waitsForLiquidity?: boolean;
}

export interface DexStrategy<P = unknown, S = unknown> {
  key: string;
  /** Marks a strategy that trades by swaps from wallets (the runner gives it a DEX session). */
  trades: 'swaps';
  needs(params: P): DexNeeds;
  initialState(params: P): S;
  intervalMs(params: P, random: () => number): number;
  decide(ctx: DexStrategyContext<P, S>): DexDecision<S>;
  expiry?(params: P, state: S, now: number): LogLine | null;
}
