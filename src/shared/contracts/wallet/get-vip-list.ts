import { z } from 'zod';
import { BILLING_PERIODS, PLAN_LEVELS } from '../../catalogue/plans.ts';
import { defineCall } from '../define-call.ts';
import { wholeList } from '../lists.ts';

export const vipPlan = z.object({
  level: z.enum(PLAN_LEVELS),
  /** The plan's name in the caller's language. */
  name: z.string(),
  monthly_price: z.number(),
  /** Price of each billing period, in USDT. */
  prices: z.array(z.object({ period: z.enum(BILLING_PERIODS), months: z.number().int(), price: z.number(), pay_percent: z.number() })),
  concurrent_markets: z.number().int(),
  grants: z.array(z.string()),
});
export type VipPlan = z.infer<typeof vipPlan>;

/** The plans and their prices (spec §1, §9; decisions.md). Empty payload. */
export const getVipList = defineCall({
  module: 'Wallet',
  action: 'get_vip_list',
  auth: 'user',
  request: z.object({}),
  response: wholeList(vipPlan),
});
