// What a DEX bot session needs from outside, as interfaces the server implements (the engine never
// imports the server): the bot's market on its chain, of either family (tokens, pool, the group's
// wallets with their signing keys, balances, the swapper that sends its swaps once) and the record
// of its swaps, written before each is signed.
import type { KeyPairSigner } from '@solana/kit';
import type { Account } from 'viem';
import type { BotRecord } from '../store-port.ts';
import type { PoolView, SwapEvent, SwapSide, WalletRestriction } from './dex-types.ts';

export interface DexMarketToken {
  symbol: string;
  /** The token's contract (0x…) on an EVM chain, its mint (base58) on Solana. */
  address: string;
  decimals: number;
  /** The chain's coin (the pool holds its wrapped token; wallets spend and receive the coin). */
  native: boolean;
}

/** A wallet's key, opened in this process for its chain's family; it never leaves the process. */
export type WalletSigner = { family: 'evm'; account: Account } | { family: 'solana'; keyPair: KeyPairSigner };

export interface DexWallet {
  id: number;
  /** 0x… on an EVM chain, base58 on Solana. */
  address: string;
  restriction: WalletRestriction;
  signer: WalletSigner;
}

/** The wallet's EVM account; an EVM market's wallets all have one. */
export function evmAccountOf(wallet: DexWallet): Account {
  if (wallet.signer.family !== 'evm') throw new Error(`wallet ${wallet.id} has no EVM key`);
  return wallet.signer.account;
}

export interface WalletBalances {
  base: bigint;
  quote: bigint;
  native: bigint;
}

/** The bot's pool on its chain and the wallets it trades from. */
export interface DexMarket {
  venueId: string;
  chainKey: string;
  family: 'evm' | 'solana';
  base: DexMarketToken;
  quote: DexMarketToken;
  /** Decimals of the chain's coin (18 on an EVM chain, 9 for SOL). */
  nativeDecimals: number;
  /** What a wallet keeps of the chain's coin for a swap's fees (base units): a swap would leave it short. */
  swapReserve(): Promise<bigint>;
  /** How the market's swaps reach its chain, each once across restarts. */
  swapper: ChainSwapper;
  /** The pool now; all zero (price 0) while the pair does not exist or holds no liquidity yet. */
  pool(): Promise<PoolView>;
  /** The block of the pool's first liquidity when it is recent (the sniper's launch); null when older. */
  liquidSince(): Promise<number | null>;
  /** The bot's own swaps moved the pool: the next read is fresh (for every bot on it). */
  poolMoved(): void;
  /** The enabled trading wallets of the bot's group. */
  wallets(): Promise<DexWallet[]>;
  /** Each wallet's balances, keyed by its address as given. */
  balances(addresses: string[]): Promise<Map<string, WalletBalances>>;
}

/** One swap of a bot as a swapper takes it (amounts in base units). */
export interface BotSwapRequest {
  botId: number;
  side: SwapSide;
  wallet: DexWallet;
  /** Quote spent on a buy, base sold on a sell. */
  amountIn: bigint;
  slippagePercent: number;
  gasMultiplier: number;
  /** The least output the strategy's price limit allows. */
  minAmountOut?: bigint;
}

/** Where a bot's swap is journalled: the bot, item 0, the swap's step. */
export interface SwapJournalKey {
  botId: number;
  itemIndex: number;
  step: number;
}

/** What the chain made of a swap: amounts read from the chain (base units), the fee in the chain's coin. */
export type SwapOutcome =
  | { status: 'done'; amountIn: bigint; amountOut: bigint; fee: number; hash: string }
  | { status: 'failed'; reason: string; fee?: number; hash?: string };

/**
 * How a market's swaps reach its chain (evm-swapper.ts, solana-swapper.ts). A swap is readied
 * (quoted, limited, what it needs first sent), then `intend` records it and gives its journal key,
 * and only then is it signed, journalled and sent: a refusal thrown before `intend` left no trace;
 * a ChainError after it fails the recorded swap. A throw that is not a refusal leaves the outcome
 * unknown, for `recover` to learn.
 */
export interface ChainSwapper {
  swap(request: BotSwapRequest, intend: () => Promise<SwapJournalKey>): Promise<SwapOutcome>;
  /**
   * The outcome of a swap journalled under `key` by an earlier attempt (a restart, an RPC gone
   * silent): landed, or sent again unchanged and waited for; null when it never went out and never will.
   */
  recover(key: SwapJournalKey, request: Pick<BotSwapRequest, 'side' | 'amountIn'> & { walletAddress: string }): Promise<SwapOutcome | null>;
}

export interface DexAccess {
  /** The bot's market; fails with a ChainError or a VenueError the session's failure handling understands. */
  open(bot: BotRecord): Promise<DexMarket>;
}

/** One swap of a bot as recorded (dex_swaps). */
export interface SwapRecord {
  botId: number;
  userId: number;
  step: number;
  tag: string;
  walletId: number;
  walletAddress: string;
  side: SwapSide;
  /** Quote spent on a buy, base sold on a sell (whole tokens). */
  requested: number;
}

export interface SwapSettlement {
  status: 'done' | 'failed';
  baseAmount?: number;
  quoteAmount?: number;
  price?: number;
  gasFee?: number;
  hash?: string;
  reason?: string;
}

export interface SwapStore {
  /** Written (status pending) before the swap is signed. */
  intend(record: SwapRecord, market: { venueId: string; chainKey: string; base: string; quote: string }): Promise<void>;
  settle(botId: number, step: number, settlement: SwapSettlement): Promise<void>;
  /** Swaps of the bot whose outcome is not known yet (after a crash). */
  pending(botId: number): Promise<SwapRecord[]>;
  /** What the bot's swaps after `step` did, those settled (done or failed), in step order. */
  settledAfter(botId: number, step: number): Promise<SwapEvent[]>;
  /** The highest step recorded for the bot (0 when none). */
  lastStep(botId: number): Promise<number>;
}
