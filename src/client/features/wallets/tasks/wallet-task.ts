// A wallet task (allocation, collection, transfer, approval) as the task widget follows it: the
// same record as a batch order's (spec §3 "Task progress record"), typed by what the server
// answered and placed by its chain, so the widget names it and the poller asks about it there.
import type { NewTask } from '../../../../shared/tasks/schedule-poller.ts';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import type { dexDeliverToken } from '../../../../shared/contracts/wallet/wallet-transfers.ts';

export type TaskStarted = ResponseOf<typeof dexDeliverToken>;

export interface TaskPlace {
  owner: string;
  chain: string;
  /** The network's name, shown where a batch shows its exchange. */
  chainName: string;
  /** The token's symbol (the widget shows it beside the task's kind). */
  token: string;
  /** The DEX venue, for an approval. */
  web?: string;
}

export function walletTask(started: TaskStarted, place: TaskPlace): NewTask {
  return {
    scheduleCode: started.schedule_code,
    type: started.type,
    web: place.web ?? '',
    exchange: place.chainName,
    token: place.token,
    account: place.owner,
    currency: '',
    chain: place.chain,
    total: started.total,
  };
}
