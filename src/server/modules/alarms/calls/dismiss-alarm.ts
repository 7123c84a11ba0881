import { dismissAlarm } from '../../../../shared/contracts/alarm/alarm-calls.ts';
import { DISMISS_MS } from '../../../../shared/contracts/alarm/fields.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import { answer } from '../../../http/call-registry.ts';
import { viewOf } from '../alarm-rows.ts';
import { type AlarmServices, venueNameOf } from '../alarm-services.ts';
import { callerId, ownAlarm } from './caller.ts';

/**
 * Dismisses the alert's reminders for a week (spec §9): it keeps being evaluated and its firings are
 * recorded (and still stop robots when it says so), but nothing is sent until the week is over.
 */
export const dismissAlarmCall = (s: AlarmServices) =>
  answer(dismissAlarm, async ({ id, dismiss }, ctx) => {
    const userId = callerId(ctx);
    const until = dismiss ? new Date(s.deps.now() + DISMISS_MS) : null;
    const row = await s.engine.exclusive(id, async () => {
      await ownAlarm(s, userId, id);
      return s.alarms.update(userId, id, { dismissedUntil: until });
    });
    if (!row) throw new ApiError(CODE.alarmNotFound);
    await s.engine.refresh();
    return viewOf(row, venueNameOf(s, row.web), s.deps.now());
  });
