// Fields shared by the billing calls: USDT amounts as decimal strings (the ledger is exact; the
// wire never carries a binary float of money), plan levels and periods, EVM addresses.
import { z } from 'zod';
import { MIN_WITHDRAWAL_USDT, USDT_DECIMALS } from '../../catalogue/billing.ts';
import { BILLING_PERIODS, PLAN_LEVELS } from '../../catalogue/plans.ts';

/** A USDT amount as a decimal string, e.g. "1677.6". */
export const usdtAmount = z.string();

export const planLevelField = z.enum(PLAN_LEVELS, 'validation.billing.plan');
export const periodField = z.enum(BILLING_PERIODS, 'validation.billing.period');
export const billingChainField = z.string('validation.billing.chain').trim().min(1, 'validation.billing.chain').max(40);

const AMOUNT = new RegExp(`^\\d{1,12}(\\.\\d{1,${USDT_DECIMALS}})?$`);

/** A withdrawal amount: a number of USDT, at least the minimum (spec §5). */
export const withdrawalAmountField = z
  .string('validation.billing.amount')
  .trim()
  .regex(AMOUNT, 'validation.billing.amount')
  .refine((value) => Number(value) >= MIN_WITHDRAWAL_USDT, 'validation.billing.minWithdrawal');

export const evmAddressField = z
  .string('validation.billing.address')
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'validation.billing.address');
