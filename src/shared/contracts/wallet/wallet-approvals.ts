// DEX Token Approval Management (spec §1, §3 "Approval", §6 tokens authorised before trading, §8
// 2109/2110/2171): a token is approved for the venue's router from the main and/or a group's
// trading wallets. "Allocate & Approve" first gives each wallet short of gas enough for its
// approval; "Direct Approve" does not, and wallets without gas fail with 2171's reason.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { webField } from '../markets/pair.ts';
import { groupIdField, tokenField } from './wallet-fields.ts';
import { taskStarted } from './wallet-view.ts';

const approval = {
  /** The DEX venue whose router is approved. */
  web: webField,
  /** The user's account name (spec §7 field; the session decides whose wallets these are). */
  account: z.string().max(254).default(''),
  approve_token: tokenField.refine((token) => token !== 'native', 'validation.wallets.approveNative'),
  /** 1: the main wallet approves too. */
  is_master_approve: z.union([z.literal(0), z.literal(1)]).default(1),
  /** The trading wallets of this group (0: those in no group); none when absent. */
  group_id: groupIdField.optional(),
};

/**
 * Direct Approve. Before anything is sent: 2110 when the main wallet (approving, or paying) lacks
 * gas; 2109 when some trading wallets lack gas (data.short: how many) unless `ignore_gas` says to
 * go on without them (those wallets then fail).
 */
export const dexWalletsApprove = defineCall({
  module: 'Wallet',
  action: 'dex_wallets_approve',
  auth: 'user',
  request: z.object({ ...approval, ignore_gas: z.boolean().default(false) }),
  response: taskStarted,
});

/** Allocate & Approve: the main wallet sends each trading wallet short of gas enough for its approval, then every wallet approves. */
export const dexDeliverTokenApprove = defineCall({
  module: 'Wallet',
  action: 'dex_deliver_token_approve',
  auth: 'user',
  request: z.object(approval),
  response: taskStarted,
});
