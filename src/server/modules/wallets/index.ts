// Wallets (/Api/Wallet/*): main and trading wallets in groups, their creation, import and export,
// balances and statistics, the transfer and approval tasks, and the token holder list.
import type { RegisteredCall } from '../../http/call-registry.ts';
import { approvalCalls } from './approval-calls.ts';
import { balanceCalls } from './balance-calls.ts';
import { answeringChainFailures } from './chain-failure.ts';
import { createCalls } from './create-calls.ts';
import { exportCall } from './export-call.ts';
import { checkingGroupOwnership } from './group-ownership.ts';
import { groupCalls } from './group-calls.ts';
import { holderCalls } from './holder-calls.ts';
import { listCalls } from './list-calls.ts';
import { transferCalls } from './transfer-calls.ts';
import type { WalletDeps } from './wallet-deps.ts';
import { type WalletServices, walletServices } from './wallet-services.ts';
import { walletTaskExecutor } from './wallet-task-executor.ts';

export type { WalletDeps } from './wallet-deps.ts';
export type { WalletServices } from './wallet-services.ts';

export interface WalletModule {
  calls: RegisteredCall[];
  /** The wallets, their keys and each chain's one journalled sender, for modules that send from wallets (DEX swaps). */
  services: WalletServices;
  close(): void;
}

/** Registers the wallet task executors with the task service and answers the calls. */
export function createWalletModule(deps: WalletDeps): WalletModule {
  const s = walletServices(deps);
  for (const type of ['distribution', 'pool', 'batchTransfer', 'singleTransfer', 'approval'] as const)
    deps.tasks.register(type, walletTaskExecutor(s, type));
  return {
    calls: [
      ...groupCalls(s),
      ...listCalls(s),
      ...createCalls(s),
      exportCall(s),
      ...balanceCalls(s),
      ...transferCalls(s),
      ...approvalCalls(s),
      ...holderCalls(s),
    ]
      .map(answeringChainFailures)
      .map((call) => checkingGroupOwnership(s, call)),
    services: s,
    close: () => s.chains.close(),
  };
}
