import type { Delivery, FiringView } from '../../../../shared/contracts/alarm/alarm-view.ts';
import type { FiringCondition } from '../../../../shared/contracts/alarm/fields.ts';
import { getAlarmFirings } from '../../../../shared/contracts/alarm/firing-calls.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import { answer } from '../../../http/call-registry.ts';
import { type AlarmServices, venueNameOf } from '../alarm-services.ts';
import { callerId } from './caller.ts';

/** The firings history, newest first, with the alert's market beside each firing. */
export const getAlarmFiringsCall = (s: AlarmServices) =>
  answer(getAlarmFirings, async ({ alarm_id, before_id, limit }, ctx) => {
    const userId = callerId(ctx);
    const [rows, alarms] = await Promise.all([
      s.firings.listOfUser(userId, { alarmId: alarm_id, beforeId: before_id, limit: limit + 1 }),
      s.alarms.listOfUser(userId),
    ]);
    const byId = new Map(alarms.map((alarm) => [alarm.id, alarm]));
    // Another user's alert is not found, rather than an empty history that says it exists.
    if (alarm_id !== undefined && !byId.has(alarm_id)) throw new ApiError(CODE.alarmNotFound);
    const list: FiringView[] = rows.slice(0, limit).flatMap((row) => {
      const alarm = byId.get(row.alarmId);
      if (!alarm) return [];
      return [
        {
          id: row.id,
          alarm_id: row.alarmId,
          web: alarm.web,
          exchange: venueNameOf(s, alarm.web),
          yenUnit1: alarm.base,
          yenUnit2: alarm.quote,
          condition: row.condition as FiringCondition,
          values: row.values as Record<string, number>,
          fired_at: row.firedAt.getTime(),
          muted: row.muted,
          deliveries: row.deliveries as Delivery[],
          robots_stopped: row.robotsStopped,
        },
      ];
    });
    return { list, has_more: rows.length > limit };
  });
