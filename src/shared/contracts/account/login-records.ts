import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pageFields, pagedList } from '../lists.ts';

export const LOGIN_METHODS = ['password', 'safe_login', 'register'] as const;

/** One sign-in: time (ms since the epoch), IP, and the device as a person reads it ("Chrome on Windows"). */
export const loginRecord = z.object({
  time: z.number(),
  ip: z.string(),
  device: z.string(),
  method: z.enum(LOGIN_METHODS),
});

/** The user's sign-ins of the last 3 months, newest first. */
export const loginRecords = defineCall({
  module: 'Account',
  action: 'login_records',
  auth: 'user',
  request: z.object(pageFields({ default: 10, max: 50 })),
  response: pagedList(loginRecord),
});
