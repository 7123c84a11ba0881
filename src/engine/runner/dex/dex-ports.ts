// What a DEX bot session needs from outside, as interfaces the server implements (the engine never
// imports the server): the bot's market on its chain (tokens, pool, the group's wallets with their
// signing keys, balances) and the record of its swaps, written before each is signed.
import type { Account, Address, TransactionReceipt } from 'viem';
import type { EvmDexConnector, PreparedSwap } from '../../connectors/evm/evm-dex-connector.ts';
import type { JournalledSender, OutgoingTransaction } from '../../wallets/journalled-sender.ts';
import type { BotRecord } from '../store-port.ts';
import type { PoolView, SwapEvent, SwapSide, WalletRestriction } from './dex-types.ts';

export interface DexMarketToken {
  symbol: string;
  address: Address;
  decimals: number;
  /** The chain's coin (the pool holds its wrapped token; wallets spend and receive the coin). */
  native: boolean;
}

export interface DexWallet {
  id: number;
  address: Address;
  restriction: WalletRestriction;
  /** Signs locally; the key never leaves the process. */
  account: Account;
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
  base: DexMarketToken;
  quote: DexMarketToken;
  connector: EvmDexConnector;
  /** The chain's one journalled sender, shared with the wallet tasks (one nonce order per wallet). */
  sender: JournalledSender;
  /** The pool now; all zero (price 0) while the pair does not exist or holds no liquidity yet. */
  pool(): Promise<PoolView>;
  /** The block of the pool's first liquidity when it is recent (the sniper's launch); null when older. */
  liquidSince(): Promise<number | null>;
  /** The bot's own swaps moved the pool: the next read is fresh (for every bot on it). */
  poolMoved(): void;
  /** The enabled trading wallets of the bot's group. */
  wallets(): Promise<DexWallet[]>;
  balances(addresses: Address[]): Promise<Map<string, WalletBalances>>;
  /**
   * How the market's swaps reach the chain when not through the venue's router (a launch
   * platform's bonding curve, launch-route.ts); absent: the connector's router swaps.
   */
  route?: SwapRoute;
}

/** One swap as a route prepares it (amounts in base units). */
export interface RouteSwapRequest {
  side: SwapSide;
  from: Address;
  /** Quote spent on a buy, base sold on a sell. */
  amountIn: bigint;
  slippagePercent: number;
  gasMultiplier: number;
  /** The least output the strategy's price limit allows. */
  minAmountOut?: bigint;
}

/** A transaction a wallet must send before its swap (an approval), journalled under its own key. */
export interface RouteApproval {
  token: Address;
  /** Tells this approval from the bot's others (the journal key's item); never 0, the swaps' item. */
  item: number;
  transaction: OutgoingTransaction;
}

/** A market's own way of swapping: what a swap needs first, the swap itself, and what it moved. */
export interface SwapRoute {
  /** The approval this swap needs first, or null (already approved, or none needed). */
  approval(request: Pick<RouteSwapRequest, 'side' | 'from' | 'amountIn' | 'gasMultiplier'>): Promise<RouteApproval | null>;
  /** The swap, quoted and limited, ready to be signed; fails with a ChainError as a router swap does. */
  prepare(request: RouteSwapRequest): Promise<PreparedSwap>;
  /** What a mined swap moved for `wallet` (amount in, amount out), read from its receipt. */
  executedAmounts(
    receipt: TransactionReceipt,
    request: Pick<RouteSwapRequest, 'side' | 'amountIn'>,
    wallet: Address,
  ): {
    amountIn: bigint;
    amountOut: bigint;
  };
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
