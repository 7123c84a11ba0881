// A batch order or batch cancel runs on the server as a background task: once the call is accepted
// the task is followed in the task popover (opened for it) and the dialog closes.
import { sessionAtom, taskDialogOpenAtom, useAtomValue, useSetAtom } from '../../../lib/store.ts';
import { startBackgroundTask } from '../../../lib/tasks/task-bridge.ts';
import { pairLabel, type TradingPair } from '../pair/market-pair.ts';

export function useBatchTask(pair: TradingPair, onClose: () => void) {
  const owner = useAtomValue(sessionAtom)?.account ?? '';
  const openTasks = useSetAtom(taskDialogOpenAtom);
  return async (accepted: { schedule_code: string; total: number }) => {
    await startBackgroundTask({
      scheduleCode: accepted.schedule_code,
      type: 'order',
      web: pair.web,
      exchange: pair.exchange,
      token: pairLabel(pair),
      account: owner,
      currency: `${pair.yenUnit1}_${pair.yenUnit2}`,
      chain: '',
      total: accepted.total,
    });
    openTasks(true);
    onClose();
  };
}
