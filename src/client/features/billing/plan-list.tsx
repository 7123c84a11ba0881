// The six plans at the chosen period's price (spec §9 discounts). The current plan offers Renew, the
// others Switch; either opens the confirmation page (/renew?plan=…&period=…), which asks the server
// what it costs now.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatUsdtPrice } from '../../lib/format-usdt.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BILLING_PERIODS, type BillingPeriod, type PlanLevel, PLANS, periodPriceUsdt } from '../../../shared/catalogue/plans.ts';
import { Section } from '../../components/page.tsx';

export function PlanList({ current, initialPeriod }: { current: PlanLevel; initialPeriod: BillingPeriod }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  return (
    <Section
      title={t('billing:switchPlan')}
      actions={
        <select
          className="select select-sm w-auto"
          aria-label={t('billing:period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as BillingPeriod)}
        >
          {BILLING_PERIODS.map((option) => (
            <option key={option} value={option}>
              {t(`billing:periods.${option}`)}
            </option>
          ))}
        </select>
      }
    >
      <ul className="divide-base-300 divide-y" data-testid="plan-list">
        {PLANS.map((plan) => {
          const isCurrent = plan.level === current;
          return (
            <li
              key={plan.level}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5"
              data-testid={`plan-${plan.level}`}
            >
              <span>
                <span className="font-medium">{t(`common:plan.${plan.level}`)}</span>
                {isCurrent && <span className="badge badge-sm badge-primary badge-soft ml-2">{t('billing:current')}</span>}
                <span className="ml-2 text-xs opacity-60">{t('billing:markets', { count: plan.concurrentMarkets })}</span>
              </span>
              <span className="flex items-center gap-3">
                <span className="tabular-nums">
                  {t('billing:price', { amount: formatUsdtPrice(periodPriceUsdt(plan, period), i18n.language) })}
                </span>
                <Link
                  to="/renew"
                  search={{ plan: plan.level, period }}
                  className={`btn btn-xs ${isCurrent ? 'btn-primary' : 'btn-outline'}`}
                >
                  {isCurrent ? t('billing:renew') : t('billing:switch')}
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
