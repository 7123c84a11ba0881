import { getAlarmList } from '../../../../shared/contracts/alarm/alarm-calls.ts';
import { answer } from '../../../http/call-registry.ts';
import { viewOf } from '../alarm-rows.ts';
import { type AlarmServices, venueNameOf } from '../alarm-services.ts';
import { callerId } from './caller.ts';
import { channelStateOf } from './channel-state.ts';

/** The alert list with where the user can be reached (the channel choice and bind prompt read it). */
export const getAlarmListCall = (s: AlarmServices) =>
  answer(getAlarmList, async (_input, ctx) => {
    const userId = callerId(ctx);
    const [rows, channels] = await Promise.all([s.alarms.listOfUser(userId), channelStateOf(s, userId)]);
    const now = s.deps.now();
    return { list: rows.map((row) => viewOf(row, venueNameOf(s, row.web), now)), channels };
  });
