import { setAlarmStatus } from '../../../../shared/contracts/alarm/alarm-calls.ts';
import { answer } from '../../../http/call-registry.ts';
import { viewOf } from '../alarm-rows.ts';
import { type AlarmServices, venueNameOf } from '../alarm-services.ts';
import { freshMemory } from '../evaluation/evaluate-alarm.ts';
import { callerId, ownAlarm } from './caller.ts';

/** Active / inactive (spec §4 "Alarm: running or stopped"). Started again, every condition is armed. */
export const setAlarmStatusCall = (s: AlarmServices) =>
  answer(setAlarmStatus, async ({ id, status }, ctx) => {
    const userId = callerId(ctx);
    const row = await s.engine.exclusive(id, async () => {
      const current = await ownAlarm(s, userId, id);
      if (current.status === status) return current;
      const updated = await s.alarms.update(userId, id, { status, state: freshMemory(), updatedAt: new Date(s.deps.now()) });
      s.engine.forget(id);
      return updated ?? current;
    });
    await s.engine.refresh();
    return viewOf(row, venueNameOf(s, row.web), s.deps.now());
  });
