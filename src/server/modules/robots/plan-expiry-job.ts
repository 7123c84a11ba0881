// Running bots stop when their owner's plan expires (decisions.md): a job every minute stops the
// bots of expired plans, with the reason in their log.
import { and, inArray, lte, eq } from 'drizzle-orm';
import { robots, users } from '../../db/schema/index.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import type { RobotDeps } from './robot-deps.ts';
import { ACTIVE_STATUSES } from './robot-repository.ts';

export const PLAN_EXPIRY_JOB = 'robots.stop-expired-plans';

export async function stopBotsOfExpiredPlans(deps: RobotDeps): Promise<number> {
  const rows = await deps.db
    .select({ id: robots.id })
    .from(robots)
    .innerJoin(users, eq(robots.userId, users.id))
    .where(and(inArray(robots.status, ACTIVE_STATUSES), lte(users.availableUntil, new Date(deps.now()))));
  for (const row of rows) await deps.runner.stop(row.id, { key: 'stoppedPlanExpired', level: 'warn' });
  return rows.length;
}

export async function schedulePlanExpiry(deps: RobotDeps, scheduler: JobScheduler): Promise<void> {
  scheduler.define(PLAN_EXPIRY_JOB, async () => {
    await stopBotsOfExpiredPlans(deps);
  });
  await scheduler.every(PLAN_EXPIRY_JOB, 60_000, PLAN_EXPIRY_JOB);
}
