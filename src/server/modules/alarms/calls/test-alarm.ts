import { testAlarm } from '../../../../shared/contracts/alarm/channel-calls.ts';
import { answer } from '../../../http/call-registry.ts';
import type { AlarmServices } from '../alarm-services.ts';
import { callerId, ownAlarm } from './caller.ts';

/** Sends a test notification on the alert's channels (recorded in the history as a test). */
export const testAlarmCall = (s: AlarmServices) =>
  answer(testAlarm, async ({ id }, ctx) => {
    const row = await ownAlarm(s, callerId(ctx), id);
    return { firing_id: await s.engine.fireTest(row) };
  });
