export { getCurrencyBalance } from './get-currency-balance.ts';
export { getVipList, type VipPlan, vipPlan } from './get-vip-list.ts';
