import type { z } from 'zod';
import type { loginRecord } from '../../../shared/contracts/account/login-records.ts';
import type { LoginMethod, LoginRecordRow } from './login-record-repository.ts';
import { describeDevice } from './user-agent.ts';

export const loginRecordView = (row: LoginRecordRow): z.infer<typeof loginRecord> => ({
  time: row.at.getTime(),
  ip: row.ip,
  device: describeDevice(row.userAgent),
  method: row.method as LoginMethod,
});
