import { useEffect, useState } from 'react';
import { db } from '../../lib/db.ts';
import { type UserTasks, watchTasks } from '../../lib/task-records.ts';

const NONE: UserTasks = { progress: [], completed: [] };

/**
 * The signed-in user's background tasks from IndexedDB, kept current. `loaded` turns true with the
 * first reading, so a screen does not say "no tasks" while the stored ones are still being read.
 */
export function useUserTasks(owner: string | null): { tasks: UserTasks; failed: boolean; loaded: boolean } {
  const [tasks, setTasks] = useState<UserTasks>(NONE);
  const [failed, setFailed] = useState(false);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!owner) {
      setTasks(NONE);
      return;
    }
    return watchTasks(
      db,
      owner,
      (read) => {
        setTasks(read);
        setLoadedFor(owner);
      },
      () => {
        setFailed(true);
        setLoadedFor(owner);
      },
    );
  }, [owner]);
  return { tasks, failed, loaded: owner === null || loadedFor === owner };
}
