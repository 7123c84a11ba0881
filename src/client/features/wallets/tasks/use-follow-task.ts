// Hands a started wallet task to the task widget exactly as a batch order is handed over, and
// opens the widget: the user wants to watch what they started (live done / skipped / failed of the
// total). The page reloads its wallets when the task bridge says balances changed.
import { sessionAtom, taskDialogOpenAtom, useAtomValue, useSetAtom } from '../../../lib/store.ts';
import { startBackgroundTask } from '../../../lib/tasks/task-bridge.ts';
import { type TaskPlace, type TaskStarted, walletTask } from './wallet-task.ts';

export function useFollowTask(): (started: TaskStarted, place: Omit<TaskPlace, 'owner'>) => Promise<void> {
  const owner = useAtomValue(sessionAtom)?.account ?? '';
  const openTasks = useSetAtom(taskDialogOpenAtom);
  return async (started, place) => {
    await startBackgroundTask(walletTask(started, { ...place, owner }));
    openTasks(true);
  };
}
