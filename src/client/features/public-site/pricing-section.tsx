// Plans and prices (decisions.md) with the billing period switch: quarterly pays 80%, half-year
// 70%, annual 60% of the monthly total.
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { formatUsdtPrice } from '../../lib/format-usdt.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  PERIOD_PAY_PERCENT,
  PLANS,
  TRIAL_DAYS,
  effectiveMonthlyUsdt,
  periodPriceUsdt,
} from '../../../shared/catalogue/plans.ts';

export function PricingSection() {
  const { t, i18n } = useTranslation(['landing', 'common', 'catalogue']);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <section id="pricing" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <h2 className="text-3xl font-bold tracking-tight">{t('landing:pricing.title')}</h2>
          <p className="mt-2 max-w-2xl opacity-75">{t('landing:pricing.subtitle', { days: TRIAL_DAYS })}</p>
        </div>
        <SegmentedChoice
          name="billing-period"
          legend={t('landing:pricing.periodLabel')}
          value={period}
          onChange={setPeriod}
          options={BILLING_PERIODS.map((option) => ({
            value: option,
            label: (
              <>
                {t(`catalogue:periods.${option}`)}
                {PERIOD_PAY_PERCENT[option] < 100 && (
                  <span className="badge badge-xs badge-success">
                    {t('landing:pricing.off', { percent: 100 - PERIOD_PAY_PERCENT[option] })}
                  </span>
                )}
              </>
            ),
          }))}
        />
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.level}
            className={`card bg-base-200/60 border ${plan.level === 'enterprise' ? 'border-primary shadow-primary/10 shadow-lg' : 'border-base-300'}`}
          >
            <div className="card-body">
              <div className="flex items-center justify-between gap-2">
                <h3 className="card-title">{t(`common:plan.${plan.level}`)}</h3>
                {plan.level === 'enterprise' && <span className="badge badge-primary">{t('landing:pricing.popular')}</span>}
              </div>
              <p className="min-h-10 text-sm opacity-70">{t(`landing:pricing.plans.${plan.level}`)}</p>
              <p className="mt-2">
                <span className="text-4xl font-bold tabular-nums">
                  {formatUsdtPrice(effectiveMonthlyUsdt(plan, period), i18n.language)}
                </span>
                <span className="ml-1 text-sm opacity-70">{t('landing:pricing.perMonth')}</span>
              </p>
              <p className="text-sm opacity-60 tabular-nums">
                {period === 'monthly'
                  ? t('landing:pricing.billedMonthly')
                  : t('landing:pricing.billedTotal', {
                      total: formatUsdtPrice(periodPriceUsdt(plan, period), i18n.language),
                      period: t(`catalogue:periods.${period}`),
                    })}
              </p>
              <ul className="mt-4 space-y-2 text-sm">
                <li className="flex gap-2">
                  <Check aria-hidden="true" className="text-success size-4 shrink-0" />
                  {t('landing:pricing.markets', { count: plan.concurrentMarkets })}
                </li>
                {plan.grants.map((grant) => (
                  <li key={grant} className="flex gap-2">
                    <Check aria-hidden="true" className="text-success size-4 shrink-0" />
                    {t(`landing:pricing.grants.${grant}`)}
                  </li>
                ))}
              </ul>
              <div className="card-actions mt-6">
                <Link to="/register" className={`btn btn-block ${plan.level === 'enterprise' ? 'btn-primary' : 'btn-outline'}`}>
                  {t('landing:pricing.start')}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm opacity-60">{t('landing:pricing.note')}</p>
      <div className="bg-primary text-primary-content rounded-box mt-16 flex flex-wrap items-center justify-between gap-6 p-8">
        <div>
          <h2 className="text-2xl font-bold">{t('landing:cta.title')}</h2>
          <p className="mt-1 opacity-90">{t('landing:cta.body')}</p>
        </div>
        <div className="flex gap-3">
          <Link to="/register" className="btn btn-neutral">
            {t('landing:cta.register')}
          </Link>
          <Link to="/login" className="btn btn-ghost border-primary-content/40">
            {t('landing:cta.login')}
          </Link>
        </div>
      </div>
    </section>
  );
}
