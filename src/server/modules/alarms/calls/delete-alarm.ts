import { deleteAlarm } from '../../../../shared/contracts/alarm/alarm-calls.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import { answer } from '../../../http/call-registry.ts';
import type { AlarmServices } from '../alarm-services.ts';
import { callerId } from './caller.ts';

/** Deletes the alert and its firings history. */
export const deleteAlarmCall = (s: AlarmServices) =>
  answer(deleteAlarm, async ({ id }, ctx) => {
    const userId = callerId(ctx);
    const deleted = await s.engine.exclusive(id, () => s.alarms.delete(userId, id));
    if (!deleted) throw new ApiError(CODE.alarmNotFound);
    s.engine.forget(id);
    await s.engine.refresh();
    return { id };
  });
