// /Wallet/get_pay_info: everything /renew shows: balance, lock, deposit address of the chosen
// chain, current plan, the latest recharge and renew records and the latest withdrawals.
import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATES, WITHDRAWAL_STATES } from '../../catalogue/billing.ts';
import { BILLING_PERIODS, PLAN_LEVELS } from '../../catalogue/plans.ts';
import { defineCall } from '../define-call.ts';
import { billingChainField, usdtAmount } from './billing-fields.ts';

export const billingChain = z.object({
  key: z.string(),
  name: z.string(),
  /** Confirmations before a deposit is credited. */
  confirmations: z.number().int(),
  /** The fixed withdrawal fee on this chain, in USDT, charged on top of the amount. */
  withdrawal_fee: usdtAmount,
  /** The sandbox faucet can fund the deposit address (embedded mode). */
  faucet: z.boolean(),
});
export type BillingChain = z.infer<typeof billingChain>;

export const paymentRecord = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  state: z.enum(PAYMENT_STATES),
  /** USDT: what a deposit brought in, or what a renewal or change cost. */
  amount: usdtAmount,
  level: z.enum(PLAN_LEVELS).nullable(),
  period: z.enum(BILLING_PERIODS).nullable(),
  /** A deposit's transaction. */
  tx_hash: z.string().nullable(),
  time: z.number(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const withdrawalRecord = z.object({
  id: z.number().int(),
  chain: z.string(),
  address: z.string(),
  amount: usdtAmount,
  fee: usdtAmount,
  state: z.enum(WITHDRAWAL_STATES),
  tx_hash: z.string().nullable(),
  time: z.number(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

/** A Recharge and Renew waiting for its deposit: the wallet is locked until it arrives. */
export const pendingOrder = z.object({
  level: z.enum(PLAN_LEVELS),
  period: z.enum(BILLING_PERIODS),
  /** What the renewal or change costs, credit deducted. */
  due: usdtAmount,
  /** What still has to arrive. */
  shortfall: usdtAmount,
  since: z.number(),
});
export type PendingOrder = z.infer<typeof pendingOrder>;

export const payInfo = z.object({
  balance: usdtAmount,
  /** What a withdrawal may take: the balance less pending referral rewards, and at most the cash brought in. */
  withdrawable: usdtAmount,
  locked: z.boolean(),
  pending: pendingOrder.nullable(),
  level: z.enum(PLAN_LEVELS),
  available_time: z.number(),
  plan_expired: z.boolean(),
  auto_renew: z.boolean(),
  /** The period of the latest paid plan (auto-renew renews for it); monthly before any payment. */
  period: z.enum(BILLING_PERIODS),
  chains: z.array(billingChain),
  /** The chosen chain and the user's deposit address on it (null when no chain takes deposits). */
  deposit: z.object({ chain: z.string(), address: z.string() }).nullable(),
  records: z.array(paymentRecord),
  withdrawals: z.array(withdrawalRecord),
});
export type PayInfo = z.infer<typeof payInfo>;

export const getPayInfo = defineCall({
  module: 'Wallet',
  action: 'get_pay_info',
  auth: 'user',
  /** The chain whose deposit address to show; the first billing chain when absent. */
  request: z.object({ chain: billingChainField.optional() }),
  response: payInfo,
});
