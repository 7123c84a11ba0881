// A launch kind's swaps on Solana: on the launch platform's bonding curve while the token trades
// there, through the venue's swap API (solana-swapper.ts) once it has graduated to its pool. A
// curve trade is quoted from the curve itself, to the unit (the program's own arithmetic), its
// least output kept on chain; it is recorded, then signed by the wallet and journalled under the
// bot and step before it is broadcast, as every Solana swap is. What it moved is read from the
// landed transaction's balance changes. A swap whose outcome went unknown is recovered the same
// way whichever route it took: its journalled transaction is found, sent again unchanged while it
// can still land, and settled from the chain.
import type { Address, GetRecentPrioritizationFeesApi, GetTransactionApi, Rpc } from '@solana/kit';
import { ChainError, type ChainCallContext } from '../../connectors/evm/chain-errors.ts';
import { SandboxAmmError } from '../../connectors/solana/amm-program/amm-errors.ts';
import { swapExecuted, type TransactionBalances, tokenChange, WRAPPED_SOL_MINT } from '../../connectors/solana/executed-amounts.ts';
import { type CurveRpc, curveQuote, curveTradeInstructions, readCurve } from '../../connectors/solana/launch-curve.ts';
import { computeUnitPrice } from '../../connectors/solana/priority-fee.ts';
import { convertSolanaError } from '../../connectors/solana/solana-errors.ts';
import type { JournalledSolanaSender } from '../../wallets/solana/journalled-solana-sender.ts';
import type { BotSwapRequest, ChainSwapper, SwapJournalKey, SwapOutcome } from './dex-ports.ts';
import type { SwapSide } from './dex-types.ts';
import { recoverJournalled } from './solana-swapper.ts';

/** Lamports in a SOL: the fee is given in the chain's coin. */
const LAMPORTS_PER_SOL = 1e9;

export type LaunchSwapRpc = CurveRpc & Rpc<GetRecentPrioritizationFeesApi & GetTransactionApi>;

export interface SolanaLaunchSwapperOptions {
  rpc: LaunchSwapRpc;
  sender: JournalledSolanaSender;
  /** The launch token's mint, once it is launched. */
  mint: () => Address | null;
  /** A swap settled before the market knew its launch (a recovery after a restart) found the token here first. */
  tokenSeen: (mint: string) => Promise<void>;
  /** The swaps once the token has graduated: the venue's route. */
  poolSwapper: ChainSwapper;
  sleep?: (ms: number) => Promise<void>;
}

/** The SPL token other than wrapped SOL whose holding by `owner` the transaction changed. */
function tokenTraded(meta: TransactionBalances, owner: string): string {
  const entries = [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])];
  const traded = entries.find(
    (entry) => entry.owner === owner && entry.mint !== WRAPPED_SOL_MINT && tokenChange(meta, owner, entry.mint) !== 0n,
  );
  return traded?.mint ?? '';
}

export function solanaLaunchSwapper(options: SolanaLaunchSwapperOptions): ChainSwapper {
  const { rpc, sender } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // Two trades alike (wallet, amount, blockhash) would be one transaction: a price a few
  // micro-lamports apart (well under a lamport in all) keeps each its own.
  let signed = 0;

  async function curveSwap(request: BotSwapRequest, intend: () => Promise<SwapJournalKey>) {
    const context: ChainCallContext = { chain: 'SOLANA', operation: 'swap', wallet: request.wallet.address, role: 'trading' };
    if (request.wallet.signer.family !== 'solana') throw new Error('a Solana swap needs a Solana key');
    const mint = options.mint();
    if (!mint) throw new ChainError('reject', 'reverted', undefined, context, new Error('the token is not launched yet'));
    const curve = await readCurve(rpc, mint).catch((error: unknown) => {
      throw convertSolanaError(error, context);
    });
    if (curve?.state.status !== 'trading') return null;
    let quoted: bigint;
    try {
      quoted = curveQuote(curve, request.side, request.amountIn);
    } catch (error) {
      // The curve cannot pay this out (too small, or more than it holds): refused, as the program
      // would refuse it, before anything is recorded.
      if (error instanceof SandboxAmmError) throw new ChainError('reject', 'reverted', undefined, context, error);
      throw error;
    }
    const slippageFloor = (quoted * BigInt(Math.round((100 - request.slippagePercent) * 100))) / 10_000n;
    const minOut = request.minAmountOut ?? slippageFloor;
    if (quoted < minOut) throw new ChainError('reject', 'slippage', undefined, context);
    const key = await intend();
    signed += 1;
    const recent = await rpc.getRecentPrioritizationFees([curve.address]).send();
    const price = computeUnitPrice(request.gasMultiplier, recent) + BigInt(signed % 1_000);
    const instructions = await curveTradeInstructions({
      curve,
      user: request.wallet.signer.keyPair,
      side: request.side,
      amountIn: request.amountIn,
      minOut,
      computeUnitPrice: price,
    });
    try {
      const signature = await sender.send(key, request.wallet.signer.keyPair, instructions, false);
      return await settled(signature, request.side, request.wallet.address);
    } catch (error) {
      const converted = convertSolanaError(error, context);
      // A trade that landed and failed (min-out, funds) is the chain's answer, not an unknown outcome.
      if (converted instanceof ChainError && converted.action !== 'retry') return { status: 'failed', reason: converted.reason } as const;
      throw converted;
    }
  }

  /**
   * What a landed swap moved, from its balance changes. A session recovering a sniper's swap after a
   * restart may not know the launch yet: the token is then the one the wallet's holding changed in.
   */
  async function settled(signature: string, side: SwapSide, owner: string): Promise<SwapOutcome> {
    const landed = await rpc
      .getTransaction(signature as never, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    if (!landed?.meta) throw new Error(`swap ${signature} landed but its transaction cannot be read`);
    let mint: string | null = options.mint();
    if (!mint) {
      mint = tokenTraded(landed.meta, owner);
      // The market learns the token's decimals before the swap's amounts are put in whole tokens.
      await options.tokenSeen(mint);
    }
    const [input, output] = side === 'buy' ? [WRAPPED_SOL_MINT, mint] : [mint, WRAPPED_SOL_MINT];
    const executed = swapExecuted(landed.meta, owner, input, output);
    return { status: 'done', ...executed, fee: Number(landed.meta.fee) / LAMPORTS_PER_SOL, hash: signature };
  }

  /** Settled from the journalled transaction, whichever route built it: nothing is quoted or signed again. */
  async function settleJournalled(key: SwapJournalKey, side: SwapSide, owner: string): Promise<SwapOutcome> {
    const context: ChainCallContext = { chain: 'SOLANA', operation: 'swap', wallet: owner, role: 'trading' };
    try {
      const never = () => Promise.reject(new Error('a swap found landed is never signed again'));
      return await settled(await sender.sendSigned(key, owner, never, true), side, owner);
    } catch (error) {
      const converted = convertSolanaError(error, context);
      if (converted instanceof ChainError && converted.action !== 'retry') return { status: 'failed', reason: converted.reason };
      throw converted;
    }
  }

  return {
    async swap(request, intend) {
      const onCurve = await curveSwap(request, intend);
      if (onCurve) return onCurve;
      // A limit is the floor by itself, as on the curve: the launch kinds send many wallets' swaps
      // at once, and each one's limit already allows for the others and for the slippage, where
      // the quote's slippage floor would refuse the last of them.
      return options.poolSwapper.swap(request.minAmountOut === undefined ? request : { ...request, slippagePercent: 100 }, intend);
    },
    recover: (key, request) => recoverJournalled(sender, key, sleep, () => settleJournalled(key, request.side, request.walletAddress)),
  };
}
