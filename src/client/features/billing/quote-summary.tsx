// The figures of a confirmation page, as the server quoted them: plan, period, the period's price
// after its discount, for a change the credit for the unused part of the current plan (and what of
// it returns to the wallet), the amount due, the balance and the new end of the plan.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { PERIOD_MONTHS, PERIOD_PAY_PERCENT, PLANS } from '../../../shared/catalogue/plans.ts';
import type { PlanQuote } from '../../../shared/contracts/billing/plan-calls.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { displayUsdt, isPositive } from './billing-format.ts';

function Row({ label, children, testId, strong }: { label: string; children: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 ${strong ? 'text-lg font-semibold' : ''}`}>
      <dt className={strong ? '' : 'opacity-70'}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function QuoteSummary({ quote }: { quote: PlanQuote }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const usdt = (value: string) => t('billing:price', { amount: displayUsdt(value, i18n.language) });
  const plan = PLANS.find((candidate) => candidate.level === quote.level);
  const percent = PERIOD_PAY_PERCENT[quote.period];
  // The undiscounted total the discount is taken from (catalogue prices are whole cents).
  const listPrice = plan && percent < 100 ? String(plan.monthlyPriceUsdt * PERIOD_MONTHS[quote.period]) : null;
  return (
    <dl className="divide-base-300 divide-y" data-testid="quote-summary">
      <Row label={t('billing:confirm.plan')} testId="quote-plan">
        {t(`common:plan.${quote.level}`)}
      </Row>
      <Row label={t('billing:confirm.period')}>{t(`billing:periods.${quote.period}`)}</Row>
      <Row label={t('billing:confirm.price')} testId="quote-price">
        {listPrice && <s className="mr-2 opacity-50">{usdt(listPrice)}</s>}
        {usdt(quote.price)}
      </Row>
      {quote.kind === 'change' && (
        <Row label={t('billing:confirm.credit')} testId="quote-credit">
          {isPositive(quote.credit) ? t('billing:confirm.minus', { amount: usdt(quote.credit) }) : usdt('0')}
          {isPositive(quote.refund) && (
            <span className="text-success block text-sm" data-testid="quote-refund">
              {t('billing:confirm.refund', { amount: usdt(quote.refund) })}
            </span>
          )}
        </Row>
      )}
      <Row label={t('billing:confirm.due')} testId="quote-due" strong>
        {usdt(quote.due)}
      </Row>
      <Row label={t('billing:balance')} testId="quote-balance">
        {usdt(quote.balance)}
      </Row>
      <Row label={t('billing:confirm.newExpiry')} testId="quote-expiry">
        {formatDateTime(quote.new_available_time)}
      </Row>
    </dl>
  );
}
