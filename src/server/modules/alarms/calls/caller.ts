import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { CallContext } from '../../../http/call-registry.ts';
import type { AlarmRow } from '../alarm-rows.ts';
import type { AlarmServices } from '../alarm-services.ts';

/** The caller's user id (every alert call needs a session). */
export function callerId(ctx: CallContext): number {
  if (!ctx.user) throw new ApiError(CODE.notLoggedIn);
  return ctx.user.userId;
}

/** The caller's alert, or 4201 (an alert of another user is not found either). */
export async function ownAlarm(s: AlarmServices, userId: number, id: number): Promise<AlarmRow> {
  const row = await s.alarms.findOfUser(userId, id);
  if (!row) throw new ApiError(CODE.alarmNotFound);
  return row;
}
