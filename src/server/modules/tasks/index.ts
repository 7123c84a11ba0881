// Background tasks (spec §4): the task service that runs them as scheduler jobs with their items
// stored first, the end-of-task web push, and the progress query (/Api/wallet/get_schedule_data).
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { RegisteredCall } from '../../http/call-registry.ts';
import type { JobScheduler } from '../../jobs/scheduler.ts';
import type { Logger } from '../../logger.ts';
import { PushNotifier } from '../../notify/push/push-notifier.ts';
import { PushSubscriptionRepository } from '../../notify/push/push-subscription-repository.ts';
import { loadOrCreateVapidKeys } from '../../notify/push/vapid-keys.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { getScheduleDataCall } from './get-schedule-data.ts';
import { QueryLimiter } from './query-limiter.ts';
import { taskRepository } from './task-repository.ts';
import { TaskService } from './task-service.ts';

export { DEFAULT_TASK_CONCURRENCY, TaskAbort, type TaskExecutor } from './task-executor.ts';
export type { TaskService } from './task-service.ts';

export interface TaskModule {
  service: TaskService;
  calls: RegisteredCall[];
  close(): Promise<void>;
}

/** Progress polls allowed per user per second before status 4 (spec §4 polls every 2-5 s per task). */
const QUERIES_PER_SECOND = 10;

export async function createTaskModule(deps: {
  config: Config;
  db: Db;
  secretBox: SecretBox;
  scheduler: JobScheduler;
  venueName: (web: string) => string;
  now: () => number;
  log: Logger;
}): Promise<TaskModule> {
  const vapid = await loadOrCreateVapidKeys(deps.db, deps.secretBox);
  const subject = deps.config.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(deps.config.MAIL_FROM)?.[1] ?? deps.config.MAIL_FROM.trim()}`;
  const push = new PushNotifier({
    subscriptions: new PushSubscriptionRepository(deps.db),
    vapid: { ...vapid, subject },
    log: deps.log.child({ channel: 'push' }),
    now: deps.now,
  });
  const service = new TaskService({
    repo: taskRepository(deps.db, deps.now),
    scheduler: deps.scheduler,
    push,
    venueName: deps.venueName,
    now: deps.now,
    log: deps.log,
    chain: { pollMs: deps.config.TASK_CHAIN_POLL_MS, stuckAfterMs: deps.config.TASK_CHAIN_STUCK_MS, bumps: deps.config.TASK_CHAIN_BUMPS },
  });
  await service.schedule();
  return {
    service,
    calls: [getScheduleDataCall(service, new QueryLimiter(QUERIES_PER_SECOND, deps.now))],
    close: () => service.close(),
  };
}
