import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { LANGUAGE_KEYS, PLAN_LEVELS, THEME_KEYS } from './fields.ts';
import { loginRecord } from './login-records.ts';
import { securityState } from './security-state.ts';

/** Every field of the User of spec §3 (never the authenticator secret), with the latest sign-ins. */
export const accountInfo = securityState.extend({
  /** The login token this call was made with. */
  token: z.string(),
  /** The account name (= user_name). */
  account: z.string(),
  user_name: z.string(),
  /** 0 = normal account, 1 = designated test account. */
  type: z.number().int(),
  /** End of the plan (or trial), ms since the epoch. */
  available_time: z.number(),
  plan_expired: z.boolean(),
  /** The bound Telegram account, or null. */
  telegram: z.string().nullable(),
  email: z.string(),
  /** The user's own invite code and link. */
  code: z.string(),
  invite_url: z.string(),
  pay_set: z.boolean(),
  novice: z.boolean(),
  /** The beginner tour's next step (0: not begun; the number of steps: finished). */
  tour_step: z.number().int(),
  level: z.enum(PLAN_LEVELS),
  autoRenew: z.boolean(),
  language: z.enum(LANGUAGE_KEYS),
  theme: z.enum(THEME_KEYS),
  created_at: z.number(),
  /** The sign-in before the one that opened this session (or this one, on a first login). */
  last_login: loginRecord.nullable(),
  /** The latest 10 sign-ins, newest first; /Account/login_records pages through all of them. */
  login_records: z.array(loginRecord),
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const getAccountInfo = defineCall({
  module: 'Account',
  action: 'get_account_info',
  auth: 'user',
  request: z.object({}),
  response: accountInfo,
});
