// Carries out a DEX swap task's swaps on a Solana network so that a crash at any point neither
// loses nor repeats one. The swap's row (dex_swaps) is written before it is quoted; its signed
// transaction is journalled (solana_sends, under the task, item and step 0) before it leaves, by
// the connector's journalled swap. An item attempted before (a retry, or the task resuming after
// a restart) asks the journal first: landed, its balance changes settle the swap; still valid,
// the same bytes go out again; only once its blockhash expired unprocessed is the swap quoted and
// signed anew. A waiting transaction cannot be made dearer without a second signature, so it is
// sent again as it is until it lands or expires.
import type { KeyPairSigner } from '@solana/kit';
import { formatUnits } from 'viem';
import { ChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import type { SolanaSwapConnector, SolanaSwapResult } from '../../../engine/connectors/solana/solana-swap-connector.ts';
import { JournalledSolanaSender, type SolanaSendKey } from '../../../engine/wallets/solana/journalled-solana-sender.ts';
import { solanaSigner } from '../../../engine/wallets/solana-keys.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { RELEASED } from '../../../shared/tasks/item-states.ts';
import type { ItemOutcome, OnChainItems, TaskExecutor } from '../tasks/task-executor.ts';
import type { TaskRow } from '../tasks/task-repository.ts';
import { solanaSendJournal } from '../wallets/solana-send-journal.ts';
import { SOL_DECIMALS } from '../wallets/solana-wallet-chain.ts';
import { openKey } from '../wallets/wallet-keys.ts';
import type { SwapToken } from './dex-market.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import { swapRowOf } from './swap-item.ts';
import type { SwapRepository, SwapRow, SwapSettlement } from './swap-repository.ts';
import { type SwapIntent, type SwapTaskParams, swapParamsOf } from './swap-task.ts';

/** How often a released swap's transaction is looked at until it has landed or expired. */
const SETTLE_POLL_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keyOf = (task: TaskRow, itemIndex: number): SolanaSendKey => ({ taskId: task.id, itemIndex, step: 0 });

const outcomeOfRow = (row: SwapRow): ItemOutcome =>
  row.status === 'done' ? { result: 'use', venueOrderId: row.hash } : { result: 'fail', reason: row.reason ?? 'reverted' };

/** What the landed swap moved, from its balance changes, as the order history records it. */
export function solanaSettlement(result: SolanaSwapResult, params: SwapTaskParams<SwapToken<string>>, intent: SwapIntent): SwapSettlement {
  const [inToken, outToken] = intent.side === 'buy' ? [params.quote, params.base] : [params.base, params.quote];
  const spent = Number(formatUnits(result.amountIn, inToken.decimals));
  const got = Number(formatUnits(result.amountOut, outToken.decimals));
  const [baseAmount, quoteAmount] = intent.side === 'buy' ? [got, spent] : [spent, got];
  return {
    status: 'done',
    baseAmount,
    quoteAmount,
    price: baseAmount > 0 ? quoteAmount / baseAmount : 0,
    gasFee: Number(formatUnits(result.fee, SOL_DECIMALS)),
    hash: result.signature,
  };
}

export function solanaSwapExecutor(
  d: DexTradeDeps,
  swaps: SwapRepository,
): Pick<TaskExecutor, 'prepare' | 'finished'> & { onChain: OnChainItems } {
  const journal = solanaSendJournal(d.db);

  /** What every item of the task needs; a venue not (yet) registered throws, and the job runs again later. */
  const toolsOf = (task: TaskRow) => {
    const params = swapParamsOf<SwapToken<string>>(task);
    const chain = d.wallets.chains.solana(params.chain);
    const connector: SolanaSwapConnector = d.venues.solana.connector(params.web);
    const sender = new JournalledSolanaSender(
      params.chain,
      chain.rpc,
      journal,
      chain.subscriptions ? { subscriptions: chain.subscriptions } : {},
    );
    const signers = new Map<number, Promise<KeyPairSigner | null>>();
    const signerOf = (walletId: number) => {
      let signer = signers.get(walletId);
      if (!signer) {
        signer = d.wallets.repo
          .byId(task.userId, walletId)
          .then((row) => (row ? solanaSigner(openKey(d.wallets.deps.secretBox, row.address, row.sealedKey)) : null));
        signers.set(walletId, signer);
      }
      return signer;
    };

    /** The item's swap, once: settled from the journal where it was sent before, else quoted, signed and sent. */
    const runSwap = async (index: number, intent: SwapIntent, resumed: boolean): Promise<ItemOutcome> => {
      const recorded = await swaps.ofItem(task.id, index);
      if (recorded && recorded.status !== 'pending') return outcomeOfRow(recorded);
      const row = swapRowOf(task, params, index, intent);
      const signer = await signerOf(intent.wallet);
      if (!signer) {
        await swaps.refuse(row, 'walletMissing');
        return { result: 'fail', reason: 'walletMissing' };
      }
      await swaps.intend(row);
      const [inToken, outToken] = intent.side === 'buy' ? [params.quote, params.base] : [params.base, params.quote];
      let result: SolanaSwapResult;
      try {
        result = await connector.swap(
          {
            signer,
            role: intent.role,
            inputMint: inToken.address,
            outputMint: outToken.address,
            amountIn: BigInt(intent.amountIn),
            slippagePercent: params.slippage,
            gasMultiplier: params.gasMultiplier,
          },
          { sender, key: keyOf(task, index), resumed },
        );
      } catch (error) {
        // A refusal that retrying will not cure fails the swap with its reason; anything else is
        // retried, and the retry asks the journal first.
        if (!(error instanceof ChainError) || error.action === 'retry') throw error;
        await swaps.settle(task.id, index, { status: 'failed', reason: error.reason });
        return { result: 'fail', reason: error.reason };
      }
      await swaps.settle(task.id, index, solanaSettlement(result, params, intent));
      return { result: 'use', venueOrderId: result.signature };
    };

    /** Settles a swap whose transaction the chain has decided, without signing anything; null when it has not. */
    const settleDecided = async (index: number, intent: SwapIntent): Promise<ItemOutcome | null> => {
      // An expired transaction is given up in the journal as it is here.
      const state = await sender.abandon(keyOf(task, index));
      return state === 'landed' || state === 'failed' ? runSwap(index, intent, true) : null;
    };

    return { params, sender, runSwap, settleDecided };
  };

  return {
    async prepare(task) {
      const { runSwap } = toolsOf(task);
      return (item, resumed) => runSwap(item.index, item.intent as SwapIntent, resumed);
    },

    onChain: {
      async pending(task, item) {
        return (await toolsOf(task).sender.state(keyOf(task, item.index))) === 'pending';
      },
      async bump(task, item) {
        await toolsOf(task).sender.resend(keyOf(task, item.index));
      },
      async release(task, item) {
        const { sender, settleDecided } = toolsOf(task);
        // Nothing can take a Solana transaction's place: wait for its blockhash to decide it.
        while ((await sender.state(keyOf(task, item.index))) === 'pending') await sleep(SETTLE_POLL_MS);
        const outcome = await settleDecided(item.index, item.intent as SwapIntent);
        if (!outcome && (await swaps.ofItem(task.id, item.index))?.status === 'pending')
          await swaps.settle(task.id, item.index, { status: 'failed', reason: RELEASED });
        return outcome;
      },
    },

    async finished(task) {
      const { params, settleDecided } = toolsOf(task);
      const intents = (await swaps.intentsOfTask(task.id)) as Map<number, SwapIntent>;
      const rows = new Map((await swaps.ofTask(task.id)).map((row) => [row.step, row]));
      for (const [index, intent] of intents) {
        const row = rows.get(index);
        if (!row) await swaps.refuse(swapRowOf(task, params, index, intent), 'notSent');
        if (row?.status !== 'pending') continue;
        // Released items were waited for until decided: one still undecided expired unprocessed.
        if (!(await settleDecided(index, intent))) await swaps.settle(task.id, index, { status: 'failed', reason: 'notSent' });
      }
      const ids = [...new Set([...intents.values()].map((intent) => intent.wallet))];
      const wallets = await d.wallets.repo.byIds(task.userId, ids);
      // A mint's key keeps its case; wrapped SOL is the wallet's SOL.
      const keys = new Set([NATIVE_TOKEN, params.base.address, params.quote.address]);
      const tokens = (await d.wallets.tokensOf(task.userId, params.chain)).filter((token) => keys.has(token.key));
      await d.wallets.refreshBalances(params.chain, wallets, tokens);
    },
  };
}
