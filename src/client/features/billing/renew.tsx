// /renew: balance, deposit address, current plan, switch plan, recharge and renew records
// (latest 10), and withdrawal with its records (latest 5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_PERIODS, type BillingPeriod, PLANS, periodPriceUsdt } from '../../../shared/catalogue/plans.ts';
import { EmptyState, PageHeader, Section, Stat, TableFrame } from '../../components/page.tsx';
import { accountSummaryAtom, useAtomValue } from '../../lib/store.ts';

export const RECENT_RENEWALS = 10;
export const RECENT_WITHDRAWALS = 5;
export const MIN_WITHDRAWAL_USDT = 50;

export function RenewPage() {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const summary = useAtomValue(accountSummaryAtom);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const money = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <>
      <PageHeader title={t('billing:title')} description={t('billing:subtitle')} />
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label={t('billing:balance')} value={null} hint={t('billing:usdt')} />
        <Stat label={t('billing:currentPlan')} value={summary ? t(`common:plan.${summary.level}`) : null} />
        <Stat
          label={t('billing:expires')}
          value={summary ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(summary.availableTime) : null}
        />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Section title={t('billing:deposit.title')}>
          <p className="text-sm opacity-75">{t('billing:deposit.body')}</p>
          <p className="alert alert-warning text-sm">{t('billing:deposit.warning')}</p>
          <EmptyState title={t('billing:deposit.none')} />
        </Section>
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
          <ul className="divide-base-300 divide-y">
            {PLANS.map((plan) => (
              <li key={plan.level} className="flex items-center justify-between gap-3 py-2.5">
                <span>
                  <span className="font-medium">{t(`common:plan.${plan.level}`)}</span>
                  <span className="ml-2 text-xs opacity-60">{t('billing:markets', { count: plan.concurrentMarkets })}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="tabular-nums">{t('billing:price', { amount: money.format(periodPriceUsdt(plan, period)) })}</span>
                  <button type="button" className="btn btn-xs btn-outline" disabled>
                    {summary?.level === plan.level ? t('billing:renew') : t('billing:switch')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('billing:records.title', { count: RECENT_RENEWALS })}>
          <TableFrame
            caption={t('billing:records.title', { count: RECENT_RENEWALS })}
            columns={[t('billing:columns.time'), t('billing:columns.type'), t('billing:columns.amount'), t('billing:columns.status')]}
            empty={<EmptyState title={t('billing:records.empty')} />}
          />
        </Section>
        <Section title={t('billing:withdraw.title')}>
          <fieldset disabled className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1 text-sm">
              {t('billing:withdraw.address')}
              <input className="input input-sm w-full" />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('billing:withdraw.amount')}
              <input
                className="input input-sm w-full"
                inputMode="decimal"
                placeholder={t('billing:withdraw.minimum', { amount: MIN_WITHDRAWAL_USDT })}
              />
            </label>
          </fieldset>
          <p className="text-xs opacity-60">{t('billing:withdraw.review')}</p>
          <TableFrame
            caption={t('billing:withdraw.records', { count: RECENT_WITHDRAWALS })}
            columns={[t('billing:columns.time'), t('billing:columns.amount'), t('billing:columns.address'), t('billing:columns.status')]}
            empty={<EmptyState title={t('billing:withdraw.empty')} />}
          />
        </Section>
      </div>
    </>
  );
}
