import { updateAlarm } from '../../../../shared/contracts/alarm/alarm-calls.ts';
import { answer } from '../../../http/call-registry.ts';
import { unchangedConditions, valuesOfRule, viewOf } from '../alarm-rows.ts';
import { type AlarmServices, venueNameOf } from '../alarm-services.ts';
import { keepConditions, memoryOf } from '../evaluation/evaluate-alarm.ts';
import { callerId, ownAlarm } from './caller.ts';
import { checkRule } from './rule-checks.ts';

/**
 * Edit Alert. A condition whose threshold changed starts armed again (it is a new condition);
 * one left as it was keeps its memory, so saving an unrelated change does not fire it again.
 */
export const updateAlarmCall = (s: AlarmServices) =>
  answer(updateAlarm, async ({ id, ...rule }, ctx) => {
    const userId = callerId(ctx);
    const row = await s.engine.exclusive(id, async () => {
      const current = await ownAlarm(s, userId, id);
      await checkRule(s, userId, rule);
      const values = valuesOfRule(rule);
      const memory = keepConditions(memoryOf(current.state), unchangedConditions(current, values));
      const updated = await s.alarms.update(userId, id, { ...values, state: memory, updatedAt: new Date(s.deps.now()) });
      s.engine.forget(id);
      return updated ?? current;
    });
    await s.engine.refresh();
    return viewOf(row, venueNameOf(s, row.web), s.deps.now());
  });
