// Spec §4: starting the quick follow bot switches off the order-book (budan_new) and volume (shua)
// bots of the user on that market (a futures Quick Follow's market is the perpetual, where those
// spot kinds never run, so it switches off none). Each bot switched off says why in its log, and the quick
// follow bot's log says which it switched off.
import { robotLogs } from '../../db/schema/index.ts';
import type { RobotDeps } from './robot-deps.ts';
import { robotRepository, type RobotRow } from './robot-repository.ts';
import { RobotStore } from './robot-store.ts';

export const SWITCHED_OFF_BY_QUICK_FOLLOW = ['budan_new', 'shua'] as const;

/** Stops the user's budan_new and shua bots on the quick follow bot's market; answers their ids. */
export async function switchOffForQuickFollow(deps: RobotDeps, quick: RobotRow): Promise<number[]> {
  if (quick.kind !== 'real_genpan_quick') return [];
  const active = await robotRepository(deps.db).active(quick.userId);
  const onMarket = active.filter(
    (row) =>
      row.id !== quick.id &&
      row.web === quick.web &&
      row.marketKind === quick.marketKind &&
      row.base === quick.base &&
      row.quote === quick.quote &&
      (SWITCHED_OFF_BY_QUICK_FOLLOW as readonly string[]).includes(row.kind),
  );
  for (const row of onMarket) {
    const reason = { key: 'stoppedByQuickFollow', level: 'warn' as const, params: { id: quick.id } };
    const halted = await deps.runner.stop(row.id, reason);
    // Not running in this process (it failed to resume): mark it stopped all the same, with the reason.
    if (!halted) {
      await new RobotStore(deps.db).setStatus(row.id, 'stopped', { reason });
      await deps.db
        .insert(robotLogs)
        .values({ botId: row.id, at: new Date(deps.now()), level: reason.level, key: reason.key, params: reason.params });
    }
  }
  if (onMarket.length > 0) {
    const line = { key: 'quickFollowSwitchedOff', level: 'info' as const, params: { ids: onMarket.map((row) => `#${row.id}`).join(', ') } };
    await deps.db
      .insert(robotLogs)
      .values({ botId: quick.id, at: new Date(deps.now()), level: line.level, key: line.key, params: line.params });
  }
  return onMarket.map((row) => row.id);
}
