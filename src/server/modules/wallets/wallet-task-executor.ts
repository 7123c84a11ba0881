// Carries out a wallet task's items on an EVM chain through the chain's journalled sender: a transfer is one
// transaction; an approval is, when the wallet was short of gas and the task gives it, a gas
// transfer from the main wallet first, then the approval. The journal makes each step happen once,
// whatever restarts come between. When the task ends, the balances it changed are read again.
import { eq } from 'drizzle-orm';
import { type Account, type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import type { OutgoingTransaction } from '../../../engine/wallets/journalled-sender.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { TASK_FAILURE_MESSAGE } from '../../../shared/tasks/schedule-poller.ts';
import { tradeTaskItems } from '../../db/schema/index.ts';
import type { ItemOutcome, TaskExecutor } from '../tasks/task-executor.ts';
import type { TaskRow } from '../tasks/task-repository.ts';
import { SOLANA_TASK_CONCURRENCY, solanaTaskExecutor } from './solana-task-executor.ts';
import { openKey } from './wallet-keys.ts';
import type { WalletServices } from './wallet-services.ts';
import type { WalletIntent, WalletTaskParams, WalletTaskType } from './wallet-tasks.ts';

/** Gas of a plain coin transfer. */
export const NATIVE_TRANSFER_GAS = 21_000n;
/** A block's worth of transfers in flight at once. */
const CONCURRENCY = 500;

/** A chain refusal that retrying will not cure fails the item with its reason; anything else is retried. */
async function outcomeOf(send: () => Promise<{ status: string }>): Promise<ItemOutcome> {
  try {
    const receipt = await send();
    return receipt.status === 'success' ? { result: 'use' } : { result: 'fail', reason: 'reverted' };
  } catch (error) {
    if (error instanceof ChainError && error.action !== 'retry') return { result: 'fail', reason: error.reason };
    throw error;
  }
}

/** The journal key of an item's step. */
const keyOf = (task: TaskRow, itemIndex: number, step: number) => ({ taskId: task.id, itemIndex, step });
/** The steps an item sends: a transfer one; an approval its gas transfer (when given), then the approval. */
const stepsOf = (intent: WalletIntent): number[] =>
  intent.kind === 'transfer' ? [0] : intent.gasFrom !== undefined && intent.gasAmount ? [0, 1] : [1];
const senderOf = (intent: WalletIntent, step: number): number =>
  intent.kind === 'transfer' ? intent.from : step === 0 ? intent.gasFrom! : intent.wallet;
const operationOf = (intent: WalletIntent, step: number) => (intent.kind === 'transfer' || step === 0 ? 'transfer' : 'approve');

/** A wallet task's executor: its chain's family decides how items are sent (on Solana, solana-task-executor.ts). */
export function walletTaskExecutor(s: WalletServices, type: WalletTaskType): TaskExecutor {
  const evm = evmWalletTaskExecutor(s, type);
  const solana = solanaTaskExecutor(s);
  const onSolana = (task: TaskRow) => s.chains.summary((task.params as WalletTaskParams).chain).family === 'solana';
  const onChainOf = (task: TaskRow) => (onSolana(task) ? solana.onChain : evm.onChain!);
  return {
    ...evm,
    concurrency: (task) => (onSolana(task) ? SOLANA_TASK_CONCURRENCY : CONCURRENCY),
    prepare: (task) => (onSolana(task) ? solana : evm).prepare(task),
    onChain: {
      pending: (task, item) => onChainOf(task).pending(task, item),
      bump: (task, item) => onChainOf(task).bump(task, item),
      release: (task, item) => onChainOf(task).release(task, item),
    },
  };
}

function evmWalletTaskExecutor(s: WalletServices, type: WalletTaskType): TaskExecutor {
  /** The task's chain tools and its wallets' signing accounts (each opened once). */
  const toolsOf = (task: TaskRow) => {
    const params = task.params as WalletTaskParams;
    const tools = s.chains.of(params.chain);
    const accounts = new Map<number, Promise<Account & { role: 'main' | 'trading' }>>();
    const accountOf = (id: number) => {
      let account = accounts.get(id);
      if (!account) {
        account = s.repo.byId(task.userId, id).then((row) => {
          if (!row) throw new ChainError('stop', 'reverted', undefined, { chain: params.chain, operation: 'transfer' });
          return Object.assign(privateKeyToAccount(openKey(s.deps.secretBox, row.address, row.sealedKey)), {
            role: row.role as 'main' | 'trading',
          });
        });
        accounts.set(id, account);
      }
      return account;
    };
    return { params, tools, accountOf };
  };

  return {
    failureKey: TASK_FAILURE_MESSAGE[type],
    concurrency: CONCURRENCY,

    onChain: {
      async pending(task, item) {
        const { tools } = toolsOf(task);
        for (const step of stepsOf(item.intent as WalletIntent))
          if (await tools.sender.outstanding(keyOf(task, item.index, step))) return true;
        return false;
      },
      async bump(task, item) {
        const { tools, accountOf } = toolsOf(task);
        const intent = item.intent as WalletIntent;
        for (const step of stepsOf(intent)) {
          const from = await accountOf(senderOf(intent, step));
          await tools.sender.bump(keyOf(task, item.index, step), from, { operation: operationOf(intent, step), role: from.role });
        }
      },
      async release(task, item) {
        const { tools, accountOf } = toolsOf(task);
        const intent = item.intent as WalletIntent;
        // The last step first: the item's outcome is that of its last transaction.
        let outcome: ItemOutcome | null = null;
        for (const step of stepsOf(intent).reverse()) {
          const from = await accountOf(senderOf(intent, step));
          const receipt = await tools.sender.release(keyOf(task, item.index, step), from, {
            operation: operationOf(intent, step),
            role: from.role,
          });
          if (receipt && step === stepsOf(intent).at(-1))
            outcome = receipt.status === 'success' ? { result: 'use' } : { result: 'fail', reason: 'reverted' };
        }
        return outcome;
      },
    },

    async prepare(task: TaskRow) {
      const { params, tools, accountOf } = toolsOf(task);
      const gasPrice = BigInt(params.gasPrice);
      const gasLimit = BigInt(params.gasLimit);
      /** `resumed`: the item was attempted before (a retry, or a restart), so its step may be journalled already. */
      const send = async (
        item: { index: number; resumed: boolean },
        step: number,
        fromId: number,
        transaction: OutgoingTransaction,
        operation: string,
        token?: string,
      ) => {
        const from = await accountOf(fromId);
        const context = { operation, role: from.role, ...(token && token !== NATIVE_TOKEN ? { token } : {}) };
        return tools.sender.send({ taskId: task.id, itemIndex: item.index, step }, from, transaction, context, item.resumed);
      };
      const transferOf = (to: Address, token: string, amount: bigint, gas: bigint): OutgoingTransaction =>
        token === NATIVE_TOKEN
          ? { to, value: amount, gas: NATIVE_TRANSFER_GAS, gasPrice }
          : {
              to: token as Address,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
              gas,
              gasPrice,
            };

      return async (item, resumed) => {
        const at = { index: item.index, resumed };
        const intent = item.intent as WalletIntent;
        if (intent.skip) return { result: 'skip', reason: intent.skip };
        if (intent.kind === 'transfer') {
          const to = (await accountOf(intent.to)).address;
          return outcomeOf(() =>
            send(at, 0, intent.from, transferOf(to, intent.token, BigInt(intent.amount), gasLimit), 'transfer', intent.token),
          );
        }
        const wallet = await accountOf(intent.wallet);
        if (intent.gasFrom !== undefined && intent.gasAmount) {
          const gas = await outcomeOf(() =>
            send(at, 0, intent.gasFrom!, transferOf(wallet.address, NATIVE_TOKEN, BigInt(intent.gasAmount!), 0n), 'transfer'),
          );
          if (gas.result !== 'use') return gas;
        }
        const approval: OutgoingTransaction = {
          to: intent.token as Address,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [intent.spender as Address, maxUint256] }),
          gas: gasLimit,
          gasPrice,
        };
        return outcomeOf(() => send(at, 1, intent.wallet, approval, 'approve', intent.token));
      };
    },

    async finished(task) {
      const params = task.params as WalletTaskParams;
      const items = await s.deps.db
        .select({ intent: tradeTaskItems.intent })
        .from(tradeTaskItems)
        .where(eq(tradeTaskItems.taskId, task.id));
      const ids = new Set<number>();
      for (const { intent } of items) {
        const value = intent as WalletIntent;
        if (value.kind === 'transfer') ids.add(value.from).add(value.to);
        else {
          ids.add(value.wallet);
          if (value.gasFrom !== undefined) ids.add(value.gasFrom);
        }
      }
      const rows = await s.repo.byIds(task.userId, [...ids]);
      const tokens = (await s.tokensOf(task.userId, params.chain)).filter(
        (token) => token.key === NATIVE_TOKEN || token.key === params.token,
      );
      await s.refreshBalances(params.chain, rows, tokens);
    },
  };
}
