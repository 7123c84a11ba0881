// A bot's swaps on an EVM chain: each is prepared (quote, slippage floor, gas) by the venue's
// router or the market's own route, recorded, then signed with an explicit nonce, journalled and
// broadcast by the chain's journalled sender under the bot and step. What a mined swap moved is
// read from its receipt. A swap whose outcome is unknown (the RPC went silent, or the process died)
// is looked up by its journal entry later: mined, or the same signed bytes broadcast again while
// its nonce is free, or, its nonce taken, known never to land. A new swap is never signed in its
// place. A market with its own route (a launch's bonding curve) prepares its swaps and reads their
// receipts through it, and sends the approval a swap needs first (journalled once per wallet and
// token); the others swap through the venue's router.
import type { Address, TransactionReceipt } from 'viem';
import { formatUnits } from 'viem';
import { ChainError } from '../../connectors/evm/chain-errors.ts';
import type { EvmDexConnector, PreparedSwap, TokenRef } from '../../connectors/evm/evm-dex-connector.ts';
import type { JournalledSender, OutgoingTransaction } from '../../wallets/journalled-sender.ts';
import {
  type BotSwapRequest,
  type ChainSwapper,
  type DexMarketToken,
  evmAccountOf,
  type SwapJournalKey,
  type SwapOutcome,
} from './dex-ports.ts';
import type { SwapSide } from './dex-types.ts';

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

export interface EvmSwapperOptions {
  connector: EvmDexConnector;
  /** The chain's one journalled sender, shared with the wallet tasks (one nonce order per wallet). */
  sender: JournalledSender;
  /** The market's tokens, read when a swap is made (a launch market learns its token late). */
  tokens: () => { base: DexMarketToken; quote: DexMarketToken };
  /** How the swaps reach the chain when not through the venue's router (a launch's curve). */
  route?: SwapRoute;
}

const tokenRef = (token: DexMarketToken): TokenRef => (token.native ? 'native' : (token.address as Address));

export function evmSwapper(options: EvmSwapperOptions): ChainSwapper {
  const { connector, sender, route } = options;
  const sides = (side: SwapSide) => {
    const { base, quote } = options.tokens();
    const [inToken, outToken] = side === 'buy' ? [quote, base] : [base, quote];
    return { tokenIn: tokenRef(inToken), tokenOut: tokenRef(outToken) };
  };

  /** What the mined swap moved, or its revert. */
  const outcomeOf = (receipt: TransactionReceipt, request: Pick<BotSwapRequest, 'side' | 'amountIn'>, wallet: Address): SwapOutcome => {
    const fee = Number(formatUnits(receipt.gasUsed * receipt.effectiveGasPrice, 18));
    const hash = receipt.transactionHash;
    if (receipt.status !== 'success') return { status: 'failed', reason: 'reverted', fee, hash };
    const { tokenIn, tokenOut } = sides(request.side);
    const moved = route
      ? route.executedAmounts(receipt, request, wallet)
      : connector.executedAmounts(receipt, { tokenIn, tokenOut, amountIn: request.amountIn }, wallet);
    return { status: 'done', amountIn: moved.amountIn, amountOut: moved.amountOut, fee, hash };
  };

  /**
   * Sends the approval the route says the swap needs first and waits until it is mined; refused
   * when it reverted. Its journal key is the wallet's and token's own, so it is sent at most once
   * however often the swap is tried again.
   */
  const approveFirst = async (swapRoute: SwapRoute, request: BotSwapRequest, from: Address) => {
    const approval = await swapRoute.approval({
      side: request.side,
      from,
      amountIn: request.amountIn,
      gasMultiplier: request.gasMultiplier,
    });
    if (!approval) return;
    const receipt = await sender.send(
      { botId: request.botId, itemIndex: approval.item, step: 0 },
      evmAccountOf(request.wallet),
      approval.transaction,
      { operation: 'approve', role: 'trading', token: approval.token },
    );
    if (receipt.status !== 'success')
      throw new ChainError('stop', 'allowanceMissing', undefined, { chain: connector.chain.key, operation: 'approve', wallet: from });
  };

  return {
    async swap(request, intend) {
      const from = request.wallet.address as Address;
      const { tokenIn, tokenOut } = sides(request.side);
      const limit = request.minAmountOut === undefined ? {} : { minAmountOut: request.minAmountOut };
      const common = { amountIn: request.amountIn, slippagePercent: request.slippagePercent, gasMultiplier: request.gasMultiplier };
      let prepared: PreparedSwap;
      if (route) {
        await approveFirst(route, request, from);
        prepared = await route.prepare({ side: request.side, from, ...common, ...limit });
      } else prepared = await connector.prepareSwap({ from, tokenIn, tokenOut, ...common, role: 'trading', ...limit });
      const key: SwapJournalKey = await intend();
      const receipt = await sender.send(
        key,
        evmAccountOf(request.wallet),
        prepared,
        { operation: 'swap', role: 'trading', ...(tokenIn === 'native' ? {} : { token: tokenIn }) },
        false,
      );
      return outcomeOf(receipt, request, from);
    },

    async recover(key, request) {
      const receipt = await sender.recover(key, { operation: 'swap', role: 'trading' });
      return receipt ? outcomeOf(receipt, request, request.walletAddress as Address) : null;
    },
  };
}

/** Gas kept in every wallet: what a swap costs at this many gas units at the chain's price, × 2. */
const GAS_UNITS_KEPT = 300_000n;

/** What an EVM wallet keeps of the chain's coin for its swaps (wei). */
export async function evmSwapReserve(connector: EvmDexConnector): Promise<bigint> {
  return (await connector.client.getGasPrice()) * GAS_UNITS_KEPT * 2n;
}
