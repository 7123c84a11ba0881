// A bot's swaps on a Solana network: the swap is recorded first, then quoted by the venue's
// Jupiter-shaped API, signed with the wallet's key and journalled (solana_sends, under the bot and
// the swap's step) before it is broadcast. A swap whose outcome went unknown is looked up by its
// journal entry: landed (or landed and failed), it is settled from its own transaction; still
// within its blockhash's life, the same bytes go out again until the chain decides it; expired
// unprocessed, it never went out and never will. Nothing is quoted or signed anew for it.
import { ChainError } from '../../connectors/evm/chain-errors.ts';
import type { SolanaSwapConnector } from '../../connectors/solana/solana-swap-connector.ts';
import type { JournalledSolanaSender } from '../../wallets/solana/journalled-solana-sender.ts';
import type { BotSwapRequest, ChainSwapper, DexMarketToken, DexWallet, SwapJournalKey, SwapOutcome } from './dex-ports.ts';

/** How often a swap still within its blockhash's life is sent again while a recovery waits. */
const RESEND_MS = 1_000;
/** Lamports in a SOL: the fee is given in the chain's coin. */
const LAMPORTS_PER_SOL = 1e9;

export interface SolanaSwapperOptions {
  connector: SolanaSwapConnector;
  sender: JournalledSolanaSender;
  tokens: () => { base: DexMarketToken; quote: DexMarketToken };
  /** Opens a wallet's key by its address (a recovery knows the wallet by its address only). */
  signerOf: (walletAddress: string) => Promise<DexWallet['signer'] | null>;
  sleep?: (ms: number) => Promise<void>;
}

export function solanaSwapper(options: SolanaSwapperOptions): ChainSwapper {
  const { connector, sender } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const mints = (side: BotSwapRequest['side']) => {
    const { base, quote } = options.tokens();
    return side === 'buy' ? { inputMint: quote.address, outputMint: base.address } : { inputMint: base.address, outputMint: quote.address };
  };

  /** The swap through the journal; `resumed` finds a journalled transaction rather than quoting. */
  const journalled = async (
    request: Omit<BotSwapRequest, 'wallet' | 'botId'> & { signer: DexWallet['signer'] },
    key: { botId: number; itemIndex: number; step: number },
    resumed: boolean,
  ): Promise<SwapOutcome> => {
    if (request.signer.family !== 'solana') throw new Error('a Solana swap needs a Solana key');
    try {
      const result = await connector.swap(
        {
          signer: request.signer.keyPair,
          role: 'trading',
          ...mints(request.side),
          amountIn: request.amountIn,
          slippagePercent: request.slippagePercent,
          gasMultiplier: request.gasMultiplier,
          ...(request.minAmountOut === undefined ? {} : { minAmountOut: request.minAmountOut }),
        },
        { sender, key, resumed },
      );
      return {
        status: 'done',
        amountIn: result.amountIn,
        amountOut: result.amountOut,
        fee: Number(result.fee) / LAMPORTS_PER_SOL,
        hash: result.signature,
      };
    } catch (error) {
      // A swap that landed and failed (min-out, funds) is the chain's answer, not an unknown outcome.
      if (error instanceof ChainError && error.action !== 'retry') return { status: 'failed', reason: error.reason };
      throw error;
    }
  };

  return {
    async swap(request, intend) {
      // Recorded before the quote: the connector quotes, signs and journals in one go.
      const key = await intend();
      return journalled({ ...request, signer: request.wallet.signer }, key, false);
    },

    recover: (key, request) =>
      recoverJournalled(sender, key, sleep, async () => {
        const signer = await options.signerOf(request.walletAddress);
        if (!signer) return { status: 'failed', reason: 'walletMissing' };
        // Settled from the journalled transaction: nothing is quoted or signed.
        return journalled({ ...request, signer, slippagePercent: 0, gasMultiplier: 1 }, key, true);
      }),
  };
}

/**
 * The outcome of a swap journalled under `key` by an earlier attempt: null when it expired
 * unprocessed (it never landed and never will, and its journal row says so), `settle`'s answer
 * once it landed or failed, and meanwhile the same bytes sent again until the chain decides.
 */
export async function recoverJournalled(
  sender: JournalledSolanaSender,
  key: SwapJournalKey,
  sleep: (ms: number) => Promise<void>,
  settle: () => Promise<SwapOutcome>,
): Promise<SwapOutcome | null> {
  for (;;) {
    const state = await sender.abandon(key);
    if (state === null || state === 'expired') return null;
    if (state === 'landed' || state === 'failed') return settle();
    await sender.resend(key).catch(() => undefined);
    await sleep(RESEND_MS);
  }
}
