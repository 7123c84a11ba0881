// A swap task (a DEX batch order, a funding-wallet order) once the server has stored it: the task
// widget follows it by its schedule code like any background task, and its end refreshes the
// balances and the DEX order history.
import { sessionAtom, taskDialogOpenAtom, useAtomValue, useSetAtom } from '../../../lib/store.ts';
import { startBackgroundTask } from '../../../lib/tasks/task-bridge.ts';
import { type DexPair, pairLabel } from '../pair/market-pair.ts';

export function useSwapTask(pair: DexPair, chain: string) {
  const owner = useAtomValue(sessionAtom)?.account ?? '';
  const openTasks = useSetAtom(taskDialogOpenAtom);
  return async (started: { schedule_code: string; total: number }, options: { showTasks: boolean }) => {
    await startBackgroundTask({
      scheduleCode: started.schedule_code,
      type: 'swap',
      web: pair.web,
      exchange: pair.exchange,
      token: pairLabel(pair),
      account: owner,
      currency: `${pair.yenUnit1}_${pair.yenUnit2}`,
      chain,
      total: started.total,
    });
    if (options.showTasks) openTasks(true);
  };
}
