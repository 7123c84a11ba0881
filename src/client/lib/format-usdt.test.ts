import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/app-info.ts';
import { PLANS, BILLING_PERIODS, effectiveMonthlyUsdt, periodPriceUsdt } from '../../shared/catalogue/plans.ts';
import { formatUsdtPrice } from './format-usdt.ts';

const planPrices = PLANS.flatMap((plan) =>
  BILLING_PERIODS.flatMap((period) => [effectiveMonthlyUsdt(plan, period), periodPriceUsdt(plan, period)]),
);
const amounts = [
  0,
  0.01,
  0.1,
  0.5,
  1,
  9.99,
  99,
  100,
  950.4,
  999.99,
  1000,
  1234.56,
  6710.4,
  99_999.9,
  1_000_000,
  123_456_789.05,
  -1234.5,
  ...planPrices,
];

describe('a USDT price', () => {
  it('is written as Intl writes it, in every language of the app', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
      for (const amount of amounts) expect(formatUsdtPrice(amount, language), `${language} ${amount}`).toBe(intl.format(amount));
    }
  });

  it('goes to Intl in a language written otherwise', () => {
    expect(formatUsdtPrice(1234.5, 'de')).toBe('1.234,5');
  });
});
