import { useEffect, useState } from 'react';
import { db } from '../../lib/db.ts';
import { type UserTasks, watchTasks } from '../../lib/task-records.ts';

const NONE: UserTasks = { progress: [], completed: [] };

/** The signed-in user's background tasks from IndexedDB, kept current. */
export function useUserTasks(owner: string | null): { tasks: UserTasks; failed: boolean } {
  const [tasks, setTasks] = useState<UserTasks>(NONE);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!owner) {
      setTasks(NONE);
      return;
    }
    return watchTasks(db, owner, setTasks, () => setFailed(true));
  }, [owner]);
  return { tasks, failed };
}
