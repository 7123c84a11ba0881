// Plans, prices and billing periods (spec §1, §9; decisions.md). Prices are in USDT per month;
// a longer period pays a share of the monthly total. Labels live in locales/<lng>/catalogue.json.

export const PLAN_LEVELS = ['personal', 'enterprise', 'flagship', 'dex', 'nft', 'futures'] as const;
export type PlanLevel = (typeof PLAN_LEVELS)[number];

export const ROBOT_LEVELS = ['basic', 'advanced', 'expert'] as const;
export type RobotLevel = (typeof ROBOT_LEVELS)[number];

/** What a plan grants: CEX robot levels, or the DEX / NFT / futures bot families. */
export type PlanGrant = RobotLevel | 'dex' | 'nft' | 'futures';

export interface Plan {
  level: PlanLevel;
  monthlyPriceUsdt: number;
  /** Markets that may run bots at the same time. */
  concurrentMarkets: number;
  grants: readonly PlanGrant[];
}

export const PLANS: readonly Plan[] = [
  { level: 'personal', monthlyPriceUsdt: 99, concurrentMarkets: 1, grants: ['basic'] },
  { level: 'enterprise', monthlyPriceUsdt: 299, concurrentMarkets: 3, grants: ['basic', 'advanced'] },
  { level: 'flagship', monthlyPriceUsdt: 699, concurrentMarkets: 10, grants: ['basic', 'advanced', 'expert'] },
  { level: 'dex', monthlyPriceUsdt: 399, concurrentMarkets: 3, grants: ['dex'] },
  { level: 'nft', monthlyPriceUsdt: 299, concurrentMarkets: 2, grants: ['nft'] },
  { level: 'futures', monthlyPriceUsdt: 499, concurrentMarkets: 3, grants: ['futures'] },
];

export const BILLING_PERIODS = ['monthly', 'quarterly', 'halfYear', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const PERIOD_MONTHS: Record<BillingPeriod, number> = { monthly: 1, quarterly: 3, halfYear: 6, annual: 12 };
/** Share of the monthly total paid: quarterly 80%, half-year 70%, annual 60% (spec §9). */
export const PERIOD_PAY_PERCENT: Record<BillingPeriod, number> = { monthly: 100, quarterly: 80, halfYear: 70, annual: 60 };

/** A new account runs a Basic trial for this many days (decisions.md). */
export const TRIAL_DAYS = 7;

/** The price of a plan for a whole period, in USDT, rounded to cents. */
export function periodPriceUsdt(plan: Plan, period: BillingPeriod): number {
  return Math.round(plan.monthlyPriceUsdt * PERIOD_MONTHS[period] * PERIOD_PAY_PERCENT[period]) / 100;
}

/** The effective monthly price over a period, in USDT, rounded to cents. */
export function effectiveMonthlyUsdt(plan: Plan, period: BillingPeriod): number {
  return Math.round(plan.monthlyPriceUsdt * PERIOD_PAY_PERCENT[period]) / 100;
}
