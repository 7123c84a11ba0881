// Starting a wallet task (spec §4): the plan's items, each with its intent (which wallet sends what
// to which), are stored with the task before anything is signed. An allocation or a collection on a
// chain waits for the one before it to end (spec §8 "Allocation in progress / Collection in progress").
import { and, eq, lt } from 'drizzle-orm';
import type { TaskType } from '../../../shared/contracts/trade/schedule.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { tradeTasks } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import type { NewTaskItem } from '../tasks/task-repository.ts';
import type { WalletServices } from './wallet-services.ts';

export type WalletTaskType = Exclude<TaskType, 'order' | 'swap'>;

/** What one item of a wallet task does. Amounts are base units as decimal strings. */
export type WalletIntent =
  /**
   * `payer`: the wallet paying the fee when it is not the sender (a Solana collection's main wallet).
   * `closeAccount`: the transfer empties the sender's Solana token account, which is closed with it,
   * its rent going to the fee payer.
   */
  | { kind: 'transfer'; from: number; to: number; token: string; amount: string; payer?: number; closeAccount?: boolean; skip?: string }
  | { kind: 'approve'; wallet: number; token: string; spender: string; gasFrom?: number; gasAmount?: string; skip?: string };

export interface WalletTaskParams {
  chain: string;
  token: string;
  decimals: number;
  /** Gas price in wei and gas limits, fixed when the task was planned. */
  gasPrice: string;
  gasLimit: string;
}

export async function refuseWhileRunning(s: WalletServices, userId: number, chain: string, type: 'distribution' | 'pool') {
  const [running] = await s.deps.db
    .select({ id: tradeTasks.id })
    .from(tradeTasks)
    .where(and(eq(tradeTasks.userId, userId), eq(tradeTasks.web, chain), eq(tradeTasks.action, type), lt(tradeTasks.status, 2)))
    .limit(1);
  if (running) throw new ApiError(type === 'distribution' ? CODE.allocationInProgress : CODE.collectionInProgress);
}

/** The request's language is the task's (its push and its results are worded in it). */
export async function startWalletTask(
  s: WalletServices,
  ctx: Pick<CallContext, 'language'>,
  task: WalletTaskSpec,
  intents: { intent: WalletIntent; display: number }[],
) {
  if (intents.length === 0) throw new ApiError(CODE.noWalletsMatch);
  const row = await s.deps.tasks.create(walletTaskRow(task, ctx.language), taskItems(intents));
  return { schedule_code: row.code, total: row.total, type: task.type };
}

export interface WalletTaskSpec {
  userId: number;
  type: WalletTaskType;
  symbol: string;
  params: WalletTaskParams;
  request: unknown;
}

/** The task row of a wallet task (its items are stored beside it). */
export const walletTaskRow = (task: WalletTaskSpec, language: string) => ({
  userId: task.userId,
  type: task.type,
  action: task.type,
  web: task.params.chain,
  base: task.symbol,
  quote: '',
  params: { ...task.params, request: task.request },
  language,
});

export const taskItems = (intents: { intent: WalletIntent; display: number }[]) => (): NewTaskItem[] =>
  intents.map(({ intent, display }, index) => ({ index, side: intent.kind, amount: display, intent }));
