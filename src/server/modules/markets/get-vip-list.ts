import { PERIOD_MONTHS, PERIOD_PAY_PERCENT, PLANS, periodPriceUsdt, BILLING_PERIODS } from '../../../shared/catalogue/plans.ts';
import { getVipList } from '../../../shared/contracts/wallet/get-vip-list.ts';
import { answer } from '../../http/call-registry.ts';

/**
 * The plans and their prices for the VIP list, names in the caller's language. It sits with the
 * market lists because the app caches and reloads the three together (web list, favourites, VIP list).
 */
export const getVipListCall = () =>
  answer(getVipList, async (_input, ctx) => ({
    list: PLANS.map((plan) => ({
      level: plan.level,
      name: ctx.t(`plan.${plan.level}`),
      monthly_price: plan.monthlyPriceUsdt,
      prices: BILLING_PERIODS.map((period) => ({
        period,
        months: PERIOD_MONTHS[period],
        price: periodPriceUsdt(plan, period),
        pay_percent: PERIOD_PAY_PERCENT[period],
      })),
      concurrent_markets: plan.concurrentMarkets,
      grants: [...plan.grants],
    })),
  }));
