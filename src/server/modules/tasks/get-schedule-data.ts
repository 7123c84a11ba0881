// /wallet/get_schedule_data: a background task's progress (spec §4, §7). Only the caller's own
// tasks are found. Counts come from the items, so use + skip + fail never exceeds total.
import { getScheduleData } from '../../../shared/contracts/trade/get-schedule-data.ts';
import { SCHEDULE_STATUS, type TaskType } from '../../../shared/contracts/trade/schedule.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ITEM_STATE_MESSAGE, PENDING_ON_CHAIN } from '../../../shared/tasks/item-states.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import type { QueryLimiter } from './query-limiter.ts';
import type { TaskService } from './task-service.ts';

export const getScheduleDataCall = (tasks: TaskService, limiter: QueryLimiter) =>
  answer(getScheduleData, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const task = await tasks.repo.byCode(input.schedule_code);
    if (!task || task.userId !== userId) throw new ApiError(CODE.taskNotFound);
    const data = {
      type: task.type as TaskType,
      action: task.action,
      web: task.web,
      yenUnit1: task.base,
      yenUnit2: task.quote,
      created_at: task.createdAt.getTime(),
      ended_at: task.endedAt?.getTime() ?? null,
      message: task.messageKey ? ctx.t(task.messageKey) : null,
      failures: [] as Array<{ index: number; result: 'fail'; reason: string }>,
      on_chain: [] as Array<{ index: number; state: typeof PENDING_ON_CHAIN; label: string }>,
    };
    if (!limiter.allow(userId)) return { status: SCHEDULE_STATUS.rateLimited, use: 0, fail: 0, skip: 0, total: task.total, data };
    const counts = await tasks.repo.counts(task.id);
    if (counts.fail > 0)
      data.failures = (await tasks.repo.recentFailures(task.id, 5)).map((item) => ({
        index: item.index,
        result: 'fail',
        reason: item.reason ?? '',
      }));
    if (task.status === SCHEDULE_STATUS.running) {
      const label = ctx.t(ITEM_STATE_MESSAGE[PENDING_ON_CHAIN]);
      data.on_chain = (await tasks.repo.onChainItems(task.id)).map((item) => ({ index: item.index, state: PENDING_ON_CHAIN, label }));
    }
    const status = task.status as 0 | 1 | 2 | 3;
    return { status, ...counts, total: task.total, data };
  });
