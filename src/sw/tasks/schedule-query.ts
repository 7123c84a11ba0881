/// <reference lib="webworker" />
// The service worker's one call: /wallet/get_schedule_data, sealed with the device's key exactly
// as the page's api client seals it (the session token and language come from the pages' hellos).
import { APP_VERSION } from '../../shared/app-info.ts';
import { getScheduleData } from '../../shared/contracts/trade/get-schedule-data.ts';
import { EnvelopeSession, type ServerKeyInfo } from '../../shared/protocol/envelope-session.ts';
import { CODE, type ApiResponse } from '../../shared/protocol/response-codes.ts';
import type { ScheduleAnswer, ScheduleTask } from '../../shared/tasks/schedule-poller.ts';
import { loadDeviceKey } from './task-db.ts';

const session = new EnvelopeSession({
  async fetchServerKey() {
    const response = await fetch('/Api/System/server_key');
    return ((await response.json()) as ApiResponse<ServerKeyInfo>).data;
  },
  loadKeyPair: loadDeviceKey,
});

const RECOVERABLE = new Set<number>([CODE.staleTimestamp, CODE.unknownServerKey]);

export async function querySchedule(task: ScheduleTask, owner: string, token: string, language: string): Promise<ScheduleAnswer> {
  const payload = getScheduleData.request.parse({
    web: task.web,
    account: task.account || owner,
    currency: task.currency,
    chain: task.chain,
    schedule_code: task.scheduleCode,
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    const sealed = await session.seal(getScheduleData.path, payload, { language, version: APP_VERSION, token });
    const response = await fetch(getScheduleData.path, {
      method: 'POST',
      headers: { ...sealed.headers, 'content-type': 'application/json' },
      body: JSON.stringify(sealed.body),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as ApiResponse;
    if (attempt === 0 && RECOVERABLE.has(body.code) && session.recover(body.code, body.data)) continue;
    if (body.code !== CODE.success) throw new Error(`code ${body.code}`);
    const answer = getScheduleData.response.parse(await session.open(sealed.signature, body.data));
    return { status: answer.status, use: answer.use, fail: answer.fail, skip: answer.skip, total: answer.total, data: answer.data };
  }
  throw new Error('schedule query not answered');
}
