// What the swap calls (trade_dex, batch_trade_dex, dex_position) need of a DEX venue, whichever
// chain family it trades on: the pair's tokens, each wallet's holdings, the coin a swap costs
// beside what it spends, what the venue may move of a token, and the chain's own view of one swap
// before it is stored. EVM venues: evm-swap-venue.ts; Solana venues: solana-swap-venue.ts; the
// venue a call names: swap-venue-of.ts.
import type { WalletRole } from '../../../engine/connectors/evm/chain-errors.ts';
import type { TradeSide } from '../../../shared/contracts/trade/fields.ts';
import type { SwapToken } from './dex-market.ts';
import type { Holding } from './swap-funds.ts';

/** A pair's token on any chain: an EVM address or a Solana mint. */
export type AnySwapToken = SwapToken<string>;

export interface SwapVenue {
  venueId: string;
  chain: { key: string; name: string; nativeSymbol: string; nativeDecimals: number };
  base: AnySwapToken;
  quote: AnySwapToken;
  /** Each address's holding of `token` and of the chain's coin, read from the chain now. */
  holdings(addresses: string[], token: AnySwapToken): Promise<Map<string, Holding>>;
  /**
   * The most of the chain's coin a wallet must hold beside what it swaps: one swap's fee at the
   * multiplier (and on Solana the rent it keeps and of the token accounts the swap may open).
   */
  swapCost(gasMultiplier: number): Promise<bigint>;
  /** How much of `token` the venue may move for each address (unlimited where nothing is approved). */
  allowances(addresses: string[], token: AnySwapToken): Promise<bigint[]>;
  /** The chain's (or the venue's) view of one swap now; throws the ChainError that would refuse it. */
  estimate(swap: {
    from: string;
    side: TradeSide;
    amountIn: bigint;
    slippage: number;
    gasMultiplier: number;
    role: WalletRole;
  }): Promise<void>;
}
