// The contract between an NFT strategy and the runner, the marketplace twin of dex-types.ts: a
// strategy reads the collection's listings, the group's wallets with the items they hold and what
// its earlier market transactions did, and returns listings, purchases and withdrawals as plain
// data naming the wallet and the item; the runner checks each wallet may and can, lets the market
// move a wallet's items before its first listing, sends each transaction once (written down before
// it is signed) and hands what it did back on the next tick. Prices are whole coins of the chain.
import type { WalletRestriction } from '../dex/dex-types.ts';
import type { LogLine } from '../types.ts';

export type NftOperation = 'approve' | 'list' | 'buy' | 'cancel';

/** A buyable listing of the collection. Item ids are decimal strings (an id may pass 2^53). */
export interface NftListingView {
  tokenId: string;
  /** Lower-case address. */
  seller: string;
  price: number;
  /** The group wallet that listed it; null for everyone else's listings. */
  walletId: number | null;
  /**
   * The bot's own listing: the step of the transaction that made it (a later step is a newer
   * listing). Null for every other listing, a group wallet's listed by hand or by another bot
   * included. Known from the bot's transaction records, so a restart forgets none.
   */
  botStep: number | null;
}

export interface CollectionView {
  address: string;
  symbol: string;
  listings: NftListingView[];
  /** The lowest listing's price; null when nothing is listed. */
  floor: number | null;
}

/** One trading wallet of the bot's group. */
export interface NftWalletView {
  id: number;
  /** Lower-case address. */
  address: string;
  restriction: WalletRestriction;
  /** The chain's coin: pays prices and gas. */
  native: number;
  /** Ids of the collection's items it holds. */
  items: string[];
  /** The market may already move its items (no approval needed before listing). */
  approved: boolean;
}

/** What one of the bot's market transactions did, once mined (or why it was not). */
export interface NftEvent {
  operation: NftOperation;
  /** Empty for an approval. */
  tokenId: string;
  walletId: number;
  status: 'done' | 'failed';
  /** The bot's transaction step (0 when refused before anything was recorded). */
  step: number;
  /** The price listed at or paid (0 for approvals, withdrawals and failures). */
  price: number;
  reason?: string;
}

export interface NftStrategyContext<P, S> {
  botId: number;
  params: P;
  state: S;
  now: number;
  random: () => number;
  collection: CollectionView;
  wallets: NftWalletView[];
  /** The coin every wallet keeps for gas; a purchase may spend only what is above it. */
  gasReserve: number;
  /** Transactions settled since the previous tick. */
  events: NftEvent[];
  /** Transactions this tick may send before the safety module's limit nears. */
  actionBudget: number;
  tick: number;
}

/** A market transaction a strategy asks for, from a named wallet of the group. */
export type NftMarketAction =
  | { kind: 'list'; walletId: number; tokenId: string; price: number; reason?: LogLine }
  /** Pays exactly the listing's price, and only while it is at most `price`. */
  | { kind: 'buy'; walletId: number; tokenId: string; price: number; reason?: LogLine }
  | { kind: 'cancel'; walletId: number; tokenId: string; reason?: LogLine };

export type NftAction =
  | NftMarketAction
  | { kind: 'log'; line: LogLine }
  | { kind: 'stop'; reason: LogLine }
  | { kind: 'pause'; reason: LogLine };

export interface NftDecision<S> {
  /** Market actions are carried out one after another, in this order. */
  actions: NftAction[];
  state?: S;
  nextTickMs?: number;
}

export interface NftStrategy<P = unknown, S = unknown> {
  key: string;
  /** Marks a strategy that trades on an NFT marketplace (the runner gives it an NFT session). */
  trades: 'nft';
  initialState(params: P): S;
  intervalMs(params: P, random: () => number): number;
  decide(ctx: NftStrategyContext<P, S>): NftDecision<S>;
  /** The bot's listings to withdraw when it is stopped (spec §4: stop cancels the bot's pending orders). */
  withdraw?(params: P, state: S, collection: CollectionView): NftMarketAction[];
}
