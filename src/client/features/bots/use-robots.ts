// The user's bots for /robot, refreshed every few seconds while the page is visible. A refresh
// that changes nothing keeps the same list object, so React leaves the rows alone; a row a start or
// stop answered is put in at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getRobotListAlone } from '../../../shared/contracts/robot/get-robot-list.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { api } from '../../lib/api/api.ts';

export const ROBOT_POLL_MS = 3_000;

export type RobotsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: RobotView[] };

/** Keeps each unchanged row's object, so memoised rows do not render again. */
function merge(previous: RobotView[], next: RobotView[]): RobotView[] {
  const byId = new Map(previous.map((robot) => [robot.id, robot]));
  let changed = previous.length !== next.length;
  const merged = next.map((robot, index) => {
    const old = byId.get(robot.id);
    if (old && JSON.stringify(old) === JSON.stringify(robot)) {
      if (previous[index] !== old) changed = true;
      return old;
    }
    changed = true;
    return robot;
  });
  return changed ? merged : previous;
}

export function useRobots(): { state: RobotsState; reload(): Promise<void>; put(robot: RobotView): void; remove(id: number): void } {
  const [state, setState] = useState<RobotsState>({ status: 'loading' });
  const inFlight = useRef(false);

  const reload = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { list } = await api.call(getRobotListAlone, {});
      setState((current) => {
        if (current.status !== 'ready') return { status: 'ready', list };
        const merged = merge(current.list, list);
        return merged === current.list ? current : { status: 'ready', list: merged };
      });
    } catch {
      setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) void reload();
    }, ROBOT_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const put = useCallback((robot: RobotView) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', list: current.list.map((entry) => (entry.id === robot.id ? robot : entry)) }
        : current,
    );
  }, []);

  const remove = useCallback((id: number) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', list: current.list.filter((entry) => entry.id !== id) } : current,
    );
  }, []);

  return { state, reload, put, remove };
}
