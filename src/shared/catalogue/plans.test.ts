import { describe, expect, it } from 'vitest';
import { PLANS, effectiveMonthlyUsdt, periodPriceUsdt } from './plans.ts';

const plan = (level: string) => {
  const found = PLANS.find((p) => p.level === level);
  if (!found) throw new Error(level);
  return found;
};

describe('plan prices', () => {
  it('charges the monthly price for one month', () => {
    expect(periodPriceUsdt(plan('personal'), 'monthly')).toBe(99);
  });
  it('charges 80% of three months for a quarter, 70% of six for a half-year, 60% of twelve for a year', () => {
    expect(periodPriceUsdt(plan('personal'), 'quarterly')).toBe(237.6);
    expect(periodPriceUsdt(plan('enterprise'), 'halfYear')).toBe(1255.8);
    expect(periodPriceUsdt(plan('flagship'), 'annual')).toBe(5032.8);
  });
  it('gives the effective monthly price of a discounted period', () => {
    expect(effectiveMonthlyUsdt(plan('dex'), 'annual')).toBe(239.4);
    expect(effectiveMonthlyUsdt(plan('nft'), 'monthly')).toBe(299);
  });
});
