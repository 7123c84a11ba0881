// The referral programme (spec §2 /invite, /inviteRecord; §3 Referral record): the caller's code
// and link, earnings and counts, and the invitees' plan payments with the reward each earned.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pagedList, pageFields } from '../lists.ts';

export const getInviteInfo = defineCall({
  module: 'Account',
  action: 'get_invite_info',
  auth: 'user',
  request: z.object({}),
  response: z.object({
    code: z.string(),
    invite_url: z.string(),
    /** Rewards credited so far, less what plan changes took back, USDT. */
    earnings: z.string(),
    /** Of the earnings, what is still vesting with the invitees' plan time: neither spendable nor withdrawable yet. */
    pending_earnings: z.string(),
    /** Accounts registered with the code today (the server's day, UTC) and in all. */
    today: z.number().int(),
    total: z.number().int(),
    reward_percent: z.number(),
  }),
});

export const referralRecord = z.object({
  id: z.number().int(),
  /** The invitee's account name. */
  account: z.string(),
  registered_at: z.number(),
  /** The plan payment that earned the reward. */
  payment_time: z.number(),
  paid: z.string(),
  reward: z.string(),
});
export type ReferralRecord = z.infer<typeof referralRecord>;

export const getInviteRecords = defineCall({
  module: 'Account',
  action: 'get_invite_records',
  auth: 'user',
  request: z.object(pageFields({ default: 20, max: 100 })),
  response: pagedList(referralRecord),
});
