// What a DEX bot session needs from outside, as interfaces the server implements (the engine never
// imports the server): the bot's market on its chain (tokens, pool, the group's wallets with their
// signing keys, balances) and the record of its swaps, written before each is signed.
import type { Account, Address } from 'viem';
import type { EvmDexConnector } from '../../connectors/evm/evm-dex-connector.ts';
import type { JournalledSender } from '../../wallets/journalled-sender.ts';
import type { BotRecord } from '../store-port.ts';
import type { PoolView, SwapSide, WalletRestriction } from './dex-types.ts';

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
  pool(): Promise<PoolView>;
  /** The enabled trading wallets of the bot's group. */
  wallets(): Promise<DexWallet[]>;
  balances(addresses: Address[]): Promise<Map<string, WalletBalances>>;
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
  /** The highest step recorded for the bot (0 when none). */
  lastStep(botId: number): Promise<number>;
}
