// One connector for the Solana DEX venues: quotes and swap transactions from a Jupiter-shaped API
// (the venue is its `dexes` filter), signed here with the wallet's key (the API never sees it),
// a compute-unit price with the gas multiplier's meaning, sent to any RPC and followed until it
// lands (signed-sender.ts); a blockhash that expired before the swap landed is quoted and signed
// again once. A swap that must survive a restart goes through a journalled sender instead: its
// signed transaction is journalled before it is broadcast, and a resumed swap finds it rather than
// quoting again (journalled-solana-sender.ts). What was really moved is read from the landed
// transaction's balance changes, and every failure is converted into the product's chain errors
// where it is raised.
import {
  address,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  type Signature,
  signTransaction,
} from '@solana/kit';
import type { JournalledSolanaSender, SolanaSendKey } from '../../wallets/solana/journalled-solana-sender.ts';
import { type ChainCallContext, ChainError, type WalletRole } from '../evm/chain-errors.ts';
import { swapExecuted } from './executed-amounts.ts';
import { JupiterClient } from './jupiter-client.ts';
import { computeUnitPrice } from './priority-fee.ts';
import { type SendTiming, sendUntilSettled } from './signed-sender.ts';
import { convertSolanaError } from './solana-errors.ts';
import type { SolanaVenue } from './solana-venues.ts';

export interface SolanaSwapRequest {
  signer: KeyPairSigner;
  role?: WalletRole;
  inputMint: string;
  outputMint: string;
  /** Base units of the input mint (lamports for SOL, which is wrapped and unwrapped by the swap). */
  amountIn: bigint;
  /** The most the executed output may fall short of the quote, in percent. */
  slippagePercent: number;
  /** 1-5 times the going compute-unit price, 0 adaptive (spec §5, §9). */
  gasMultiplier?: number;
  /**
   * The least output whatever the slippage allows (a bot's price limit), kept on chain as the
   * swap's threshold; a quote already under it is refused (slippage) before anything is signed.
   */
  minAmountOut?: bigint;
}

export interface SolanaSwapResult {
  signature: Signature;
  slot: bigint;
  /** The quote it was signed on; null for a swap found landed after a restart (its quote was in the lost process). */
  quotedOut: bigint | null;
  minOut: bigint | null;
  /** Read from the transaction's balance changes. */
  amountIn: bigint;
  amountOut: bigint;
  /** Lamports paid for the transaction (base and priority). */
  fee: bigint;
  /** The DEX the route went through (Jupiter's label). */
  dex: string;
}

/** What a swap's quote says: its output, the least accepted, and the route's DEXes. */
type SwapQuote = { outAmount: string; otherAmountThreshold: string; routePlan: { swapInfo: { label: string } }[] };

/** A swap sent through a journalled sender under `key` (a task's item); `resumed` as for the sender. */
export interface JournalledSwap {
  sender: JournalledSolanaSender;
  key: SolanaSendKey;
  resumed: boolean;
}

export class SolanaSwapConnector {
  readonly rpc;
  private readonly jupiter: JupiterClient;

  constructor(
    readonly venue: SolanaVenue,
    options: { rpcUrl: string; wsUrl?: string; jupiterApiUrl: string; jupiterApiKey?: string; timing?: SendTiming },
  ) {
    this.rpc = createSolanaRpc(options.rpcUrl);
    this.subscriptions = options.wsUrl ? createSolanaRpcSubscriptions(options.wsUrl) : undefined;
    this.jupiter = new JupiterClient(options.jupiterApiUrl, options.jupiterApiKey);
    this.timing = options.timing;
  }

  private readonly timing: SendTiming | undefined;
  private swapsSigned = 0;
  private readonly subscriptions;

  /** The output of `amountIn` on this venue's DEXes now, in base units. */
  async quote(inputMint: string, outputMint: string, amountIn: bigint): Promise<bigint> {
    return (await this.route(inputMint, outputMint, amountIn)).amountOut;
  }

  /** The output of `amountIn` on this venue's DEXes now and the pools its route goes through. */
  async route(inputMint: string, outputMint: string, amountIn: bigint): Promise<{ amountOut: bigint; pools: string[] }> {
    const context: ChainCallContext = { chain: 'SOLANA', operation: 'quote' };
    const quote = await this.jupiter.quote({ inputMint, outputMint, amount: amountIn, slippageBps: 0, dexes: this.venue.dexes }, context);
    return { amountOut: BigInt(quote.outAmount), pools: quote.routePlan.map((step) => step.swapInfo.ammKey) };
  }

  async swap(request: SolanaSwapRequest, journalled?: JournalledSwap): Promise<SolanaSwapResult> {
    const context: ChainCallContext = {
      chain: 'SOLANA',
      operation: 'swap',
      wallet: request.signer.address,
      role: request.role ?? 'trading',
      token: request.inputMint,
    };
    if (journalled) return this.journalledSwap(request, journalled, context);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.swapOnce(request, context);
      } catch (error) {
        const converted = convertSolanaError(error, context);
        // Quoted and signed again once: the chain moved on before the first transaction landed.
        if (attempt === 0 && converted instanceof ChainError && converted.reason === 'blockhashExpired') continue;
        throw converted;
      }
    }
  }

  /** Quotes the swap now, has the API build its transaction and signs it here. */
  private async signSwap(request: SolanaSwapRequest, context: ChainCallContext) {
    const slippageBps = Math.round(request.slippagePercent * 100);
    const quote = await this.jupiter.quote(
      { inputMint: request.inputMint, outputMint: request.outputMint, amount: request.amountIn, slippageBps, dexes: this.venue.dexes },
      context,
    );
    const least = request.minAmountOut;
    if (least !== undefined) {
      if (BigInt(quote.outAmount) < least) throw new ChainError('reject', 'slippage', undefined, context);
      if (BigInt(quote.otherAmountThreshold) < least) quote.otherAmountThreshold = least.toString();
    }
    const pools = quote.routePlan.map((step) => address(step.swapInfo.ammKey));
    // Two swaps alike (same wallet, pool, amount and blockhash) would be one transaction, and the
    // second would be refused as already processed: a different price by a few micro-lamports
    // per unit (well under a lamport in all) keeps every swap this connector signs its own.
    this.swapsSigned += 1;
    const distinct = BigInt(this.swapsSigned % 1_000);
    const price = computeUnitPrice(request.gasMultiplier ?? 1, await this.rpc.getRecentPrioritizationFees(pools).send()) + distinct;
    const built = await this.jupiter.swap(quote, request.signer.address, price, context);
    const unsigned = getTransactionDecoder().decode(getBase64Encoder().encode(built.swapTransaction));
    const signed = await signTransaction([request.signer.keyPair], unsigned);
    return {
      quote,
      signature: getSignatureFromTransaction(signed),
      wire: getBase64EncodedWireTransaction(signed),
      lastValidBlockHeight: BigInt(built.lastValidBlockHeight),
    };
  }

  private async swapOnce(request: SolanaSwapRequest, context: ChainCallContext): Promise<SolanaSwapResult> {
    const { quote, ...transaction } = await this.signSwap(request, context);
    const outcome = await sendUntilSettled(this.rpc, transaction, {
      ...(this.timing ? { timing: this.timing } : {}),
      ...(this.subscriptions ? { subscriptions: this.subscriptions } : {}),
    });
    if (!outcome.landed) throw new ChainError('retry', 'blockhashExpired', undefined, context);
    return this.settled(request, quote, outcome.signature);
  }

  /** The swap once, whatever restarts come between: quoted and signed only where the journal holds no live transaction. */
  private async journalledSwap(
    request: SolanaSwapRequest,
    journalled: JournalledSwap,
    context: ChainCallContext,
  ): Promise<SolanaSwapResult> {
    let quote: SwapQuote | null = null;
    try {
      const signature = await journalled.sender.sendSigned(
        journalled.key,
        request.signer.address,
        async () => {
          const signed = await this.signSwap(request, context);
          quote = signed.quote;
          return signed;
        },
        journalled.resumed,
      );
      return await this.settled(request, quote, signature);
    } catch (error) {
      throw convertSolanaError(error, context);
    }
  }

  /** What the landed swap moved, from its balance changes (not the quote). */
  private async settled(request: SolanaSwapRequest, quote: SwapQuote | null, signature: Signature): Promise<SolanaSwapResult> {
    const landed = await this.rpc
      .getTransaction(signature, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    if (!landed?.meta) throw new Error(`swap ${signature} landed but its transaction cannot be read`);
    const executed = swapExecuted(landed.meta, request.signer.address, request.inputMint, request.outputMint);
    return {
      signature,
      slot: landed.slot,
      quotedOut: quote ? BigInt(quote.outAmount) : null,
      minOut: quote ? BigInt(quote.otherAmountThreshold) : null,
      amountIn: executed.amountIn,
      amountOut: executed.amountOut,
      fee: BigInt(landed.meta.fee),
      dex: quote?.routePlan[0]?.swapInfo.label ?? '',
    };
  }
}
