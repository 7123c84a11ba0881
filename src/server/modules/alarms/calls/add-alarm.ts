import { addAlarm } from '../../../../shared/contracts/alarm/alarm-calls.ts';
import { MAX_ALARMS_PER_USER } from '../../../../shared/contracts/alarm/fields.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import { answer } from '../../../http/call-registry.ts';
import { valuesOfRule, viewOf } from '../alarm-rows.ts';
import { type AlarmServices, venueNameOf } from '../alarm-services.ts';
import { callerId } from './caller.ts';
import { checkRule } from './rule-checks.ts';

/** New Alert. */
export const addAlarmCall = (s: AlarmServices) =>
  answer(addAlarm, async (rule, ctx) => {
    const userId = callerId(ctx);
    if ((await s.alarms.countOfUser(userId)) >= MAX_ALARMS_PER_USER) {
      throw new ApiError(CODE.alarmLimit, 'code.4204', { params: { limit: MAX_ALARMS_PER_USER } });
    }
    await checkRule(s, userId, rule);
    const now = s.deps.now();
    const row = await s.alarms.insert(userId, valuesOfRule(rule), new Date(now));
    await s.engine.refresh();
    return viewOf(row, venueNameOf(s, row.web), now);
  });
