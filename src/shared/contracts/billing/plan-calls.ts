// Buying plans (spec §7 Billing): the quote a confirmation page shows, renewing the current plan
// (pay), switching plan (update_package), Recharge and Renew (recharge) and auto-renew (pay_set).
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { periodField, planLevelField, usdtAmount } from './billing-fields.ts';
import { payInfo } from './pay-info.ts';

/** What a renewal or a change costs now: the period's price less the unused part of the current plan. */
export const planQuote = z.object({
  kind: z.enum(['renew', 'change']),
  level: planLevelField,
  period: periodField,
  /** The period's price after its discount. */
  price: usdtAmount,
  /** A change: the unused part of what was paid for the current plan, deducted from the price. */
  credit: usdtAmount,
  /** price − credit, never below 0 (credit beyond the price returns to the wallet). */
  due: usdtAmount,
  /** Credit beyond the price, returned to the wallet. */
  refund: usdtAmount,
  balance: usdtAmount,
  /** What the balance lacks (0 when it covers the due amount). */
  shortfall: usdtAmount,
  /** When the plan would end after paying. */
  new_available_time: z.number(),
});
export type PlanQuote = z.infer<typeof planQuote>;

/**
 * The plan's end as the page showed it when the user confirmed: the payment's idempotency key, so a
 * second click or a resent request pays once.
 */
const seenAvailableTime = z.number().int().optional();

const planChoice = z.object({ level: planLevelField, period: periodField });
const planOrder = planChoice.extend({ available_time: seenAvailableTime });

export const quotePackage = defineCall({
  module: 'Wallet',
  action: 'quote_package',
  auth: 'user',
  request: planChoice,
  response: planQuote,
});

/** Renews the current plan for a period from the balance; 4601 when the balance does not cover it. */
export const pay = defineCall({
  module: 'Wallet',
  action: 'pay',
  auth: 'user',
  request: z.object({ period: periodField, available_time: seenAvailableTime }),
  response: z.object({ quote: planQuote, info: payInfo }),
});

/** Switches to another plan for a period from the balance; 4602 when the balance does not cover it. */
export const updatePackage = defineCall({
  module: 'Wallet',
  action: 'update_package',
  auth: 'user',
  request: planOrder,
  response: z.object({ quote: planQuote, info: payInfo }),
});

/**
 * Recharge and Renew: locks the wallet until a deposit covers the renewal (or change); then the
 * plan is renewed or switched and the wallet unlocked. Paid at once when the balance already covers it.
 */
export const recharge = defineCall({
  module: 'Wallet',
  action: 'recharge',
  auth: 'user',
  request: planOrder.extend({ chain: z.string().trim().max(40).optional() }),
  response: z.object({ paid: z.boolean(), info: payInfo }),
});

/** Auto-renew on or off. */
export const paySet = defineCall({
  module: 'Wallet',
  action: 'pay_set',
  auth: 'user',
  request: z.object({ auto_renew: z.boolean() }),
  response: z.object({ auto_renew: z.boolean() }),
});
