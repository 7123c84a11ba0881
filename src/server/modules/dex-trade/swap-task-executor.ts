// Runs DEX swap tasks (a batch order's swaps, or one swap from the main wallet) on an EVM chain or,
// through solana-swap-executor.ts, a Solana network: one swap at a time, each waiting its gap
// after the one before (spec §3 "execution interval"), through the chain's one journalled sender,
// which the wallet tasks and the bots share so that a wallet's transactions keep one nonce order.
// When the task ends, any swap still recorded as pending is settled from the journal (one never
// recorded is failed, so the history holds every swap of the task), and the wallets' balances it
// changed are read again.
import { type Account, privateKeyToAccount } from 'viem/accounts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { RELEASED } from '../../../shared/tasks/item-states.ts';
import { TASK_FAILURE_MESSAGE } from '../../../shared/tasks/schedule-poller.ts';
import type { TaskExecutor } from '../tasks/task-executor.ts';
import type { TaskRow } from '../tasks/task-repository.ts';
import { openKey } from '../wallets/wallet-keys.ts';
import type { DexTradeDeps } from './dex-trade-deps.ts';
import { runSwapItem, type SwapItemTools, settleSwap, swapContext, swapKey, swapRowOf } from './swap-item.ts';
import { solanaSwapExecutor } from './solana-swap-executor.ts';
import type { SwapRepository } from './swap-repository.ts';
import { type SwapIntent, swapParamsOf } from './swap-task.ts';

/** A swap task's executor: its chain's family decides how swaps are sent (on Solana, solana-swap-executor.ts). */
export function swapTaskExecutor(d: DexTradeDeps, swaps: SwapRepository): TaskExecutor {
  const evm = evmSwapTaskExecutor(d, swaps);
  const solana = solanaSwapExecutor(d, swaps);
  const onSolana = (task: TaskRow) => d.wallets.chains.summary(swapParamsOf(task).chain).family === 'solana';
  const onChainOf = (task: TaskRow) => (onSolana(task) ? solana.onChain : evm.onChain!);
  return {
    ...evm,
    prepare: (task) => (onSolana(task) ? solana : evm).prepare(task),
    finished: (task) => (onSolana(task) ? solana : evm).finished!(task),
    onChain: {
      pending: (task, item) => onChainOf(task).pending(task, item),
      bump: (task, item) => onChainOf(task).bump(task, item),
      release: (task, item) => onChainOf(task).release(task, item),
    },
  };
}

function evmSwapTaskExecutor(d: DexTradeDeps, swaps: SwapRepository): TaskExecutor {
  /** What every item of the task needs; a venue not (yet) registered throws, and the job runs again later. */
  const toolsOf = (task: TaskRow): SwapItemTools => {
    const params = swapParamsOf(task);
    const accounts = new Map<number, Promise<Account | null>>();
    return {
      task,
      params,
      connector: d.venues.dex.connector(params.web),
      sender: d.wallets.chains.of(params.chain).sender,
      swaps,
      accountOf(walletId) {
        let account = accounts.get(walletId);
        if (!account) {
          account = d.wallets.repo
            .byId(task.userId, walletId)
            .then((row) => (row ? privateKeyToAccount(openKey(d.wallets.deps.secretBox, row.address, row.sealedKey)) : null));
          accounts.set(walletId, account);
        }
        return account;
      },
    };
  };

  return {
    failureKey: TASK_FAILURE_MESSAGE.swap,
    concurrency: 1,
    spacingMs: (item) => (item.intent as SwapIntent).gapMs,

    onChain: {
      async pending(task, item) {
        return toolsOf(task).sender.outstanding(swapKey(task.id, item.index));
      },
      async bump(task, item) {
        const tools = toolsOf(task);
        const intent = item.intent as SwapIntent;
        const account = await tools.accountOf(intent.wallet);
        if (account) await tools.sender.bump(swapKey(task.id, item.index), account, swapContext(tools.params, intent));
      },
      async release(task, item) {
        const tools = toolsOf(task);
        const intent = item.intent as SwapIntent;
        const account = await tools.accountOf(intent.wallet);
        if (!account) return null;
        const receipt = await tools.sender.release(swapKey(task.id, item.index), account, swapContext(tools.params, intent));
        if (receipt) return settleSwap(tools, item.index, intent, receipt);
        if ((await swaps.ofItem(task.id, item.index))?.status === 'pending')
          await swaps.settle(task.id, item.index, { status: 'failed', reason: RELEASED });
        return null;
      },
    },

    async prepare(task) {
      const tools = toolsOf(task);
      return (item, resumed) => runSwapItem(tools, item, resumed);
    },

    async finished(task) {
      const tools = toolsOf(task);
      // An item that ran out of attempts while its swap's outcome was unknown: the journal knows it.
      const intents = (await swaps.intentsOfTask(task.id)) as Map<number, SwapIntent>;
      const rows = new Map((await swaps.ofTask(task.id)).map((row) => [row.step, row]));
      for (const [index, intent] of intents) {
        const row = rows.get(index);
        // An item that never got as far as its row (the chain did not answer it three times).
        if (!row) await swaps.refuse(swapRowOf(task, tools.params, index, intent), 'notSent');
        if (row?.status !== 'pending') continue;
        const receipt = await tools.sender.recover(swapKey(task.id, index), swapContext(tools.params, intent));
        if (receipt) await settleSwap(tools, index, intent, receipt);
        else await swaps.settle(task.id, index, { status: 'failed', reason: 'notSent' });
      }
      const ids = [...new Set([...intents.values()].map((intent) => intent.wallet))];
      const wallets = await d.wallets.repo.byIds(task.userId, ids);
      const keys = new Set([NATIVE_TOKEN, tools.params.base.address.toLowerCase(), tools.params.quote.address.toLowerCase()]);
      const tokens = (await d.wallets.tokensOf(task.userId, tools.params.chain)).filter((token) => keys.has(token.key));
      await d.wallets.refreshBalances(tools.params.chain, wallets, tokens);
    },
  };
}
