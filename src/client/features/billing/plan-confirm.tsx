// The confirmation page of a renewal or a plan change (/renew?plan=…&period=…): the server's quote,
// then "Pay" from the balance (pay renews the current plan, update_package switches) or "Recharge
// and Renew", which pays at once when the balance covers it and otherwise locks the wallet until
// a deposit brings the shortfall. Pay stays off while the balance falls short, and says why.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { BillingPeriod, PlanLevel } from '../../../shared/catalogue/plans.ts';
import type { PayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import { type PlanQuote, pay, recharge, updatePackage } from '../../../shared/contracts/billing/plan-calls.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { BackLink } from '../../components/page-back-link.tsx';
import { PageHeader, Section } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { displayUsdt, isPositive } from './billing-format.ts';
import { LockedWait } from './pending-order.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { useQuote } from './use-quote.ts';

type Busy = 'pay' | 'recharge' | null;

function usePaidMessage(): (quote: PlanQuote) => string {
  const { t } = useTranslation(['billing', 'common']);
  return (quote) =>
    quote.kind === 'renew'
      ? t('billing:confirm.renewed', { time: formatDateTime(quote.new_available_time) })
      : t('billing:confirm.changed', { plan: t(`common:plan.${quote.level}`), time: formatDateTime(quote.new_available_time) });
}

function QuoteActions({
  quote,
  info,
  onInfo,
  onPaid,
  onRefused,
}: {
  quote: PlanQuote;
  info: PayInfo;
  onInfo(info: PayInfo): void;
  onPaid(message: string): void;
  onRefused(): void;
}) {
  const { t, i18n } = useTranslation(['billing', 'messages']);
  const paidMessage = usePaidMessage();
  const [busy, setBusy] = useState<Busy>(null);
  const short = isPositive(quote.shortfall);
  const { level, period } = quote;
  // The plan end this page was quoted against: the server pays once per value, so a second click pays nothing more.
  const seen = { available_time: info.available_time };

  const run = async (which: Exclude<Busy, null>, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(which);
    try {
      await action();
    } catch {
      // The response table has shown the server's message (4601/4602 when the balance moved meanwhile); quote again.
      onRefused();
    } finally {
      setBusy(null);
    }
  };

  const payNow = () =>
    run('pay', async () => {
      const answer =
        quote.kind === 'renew' ? await api.call(pay, { period, ...seen }) : await api.call(updatePackage, { level, period, ...seen });
      onInfo(answer.info);
      onPaid(paidMessage(answer.quote));
    });

  const rechargeNow = () =>
    run('recharge', async () => {
      const chain = info.deposit?.chain;
      const answer = await api.call(recharge, { level, period, ...seen, ...(chain ? { chain } : {}) });
      onInfo(answer.info);
      // Not paid: the wallet is locked now and the page shows where to send the shortfall.
      if (answer.paid) onPaid(paidMessage(quote));
    });

  const spinner = <span className="loading loading-spinner loading-sm" aria-hidden="true" />;
  return (
    <div className="flex flex-col gap-3">
      {short && (
        <p className="alert alert-error alert-soft text-sm" role="alert" data-testid="shortfall-message">
          {t(`messages:code.${quote.kind === 'renew' ? CODE.renewalInsufficientBalance : CODE.changeInsufficientBalance}`)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={short || busy !== null}
          onClick={() => void payNow()}
          data-testid="pay-now"
        >
          {busy === 'pay' && spinner}
          {t('billing:confirm.pay', { amount: displayUsdt(quote.due, i18n.language) })}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy !== null}
          onClick={() => void rechargeNow()}
          data-testid="recharge-renew"
        >
          {busy === 'recharge' && spinner}
          {t('billing:confirm.recharge')}
        </button>
        <Link to="/renew" search={{}} className="btn btn-ghost">
          {t('billing:confirm.cancel')}
        </Link>
      </div>
      <p className="text-xs opacity-70">
        {short
          ? t('billing:confirm.rechargeShortHint', { amount: displayUsdt(quote.shortfall, i18n.language) })
          : t('billing:confirm.rechargeHint')}
      </p>
    </div>
  );
}

export function PlanConfirm({
  level,
  period,
  info,
  onInfo,
  onPaid,
}: {
  level: PlanLevel;
  period: BillingPeriod;
  info: PayInfo;
  onInfo(info: PayInfo): void;
  onPaid(message: string): void;
}) {
  const { t } = useTranslation(['billing', 'common']);
  const { state, reload } = useQuote(level, period, info.balance);
  const title =
    level === info.level
      ? t('billing:confirm.renewTitle', { plan: t(`common:plan.${level}`) })
      : t('billing:confirm.changeTitle', { plan: t(`common:plan.${level}`) });
  return (
    <>
      <PageHeader
        title={title}
        description={t('billing:confirm.subtitle')}
        actions={<BackLink to="/renew" label={t('billing:confirm.back')} />}
      />
      {info.locked && info.pending ? (
        <LockedWait info={info} pending={info.pending} />
      ) : (
        <Section title={t('billing:confirm.title')} className="max-w-2xl">
          {state.status === 'loading' && <LoadingDots label={t('billing:loading')} />}
          {state.status === 'failed' && (
            <ListLoadFailed message={t('billing:confirm.quoteFailed')} retryLabel={t('billing:retry')} onRetry={reload} />
          )}
          {state.status === 'ready' && (
            <>
              <QuoteSummary quote={state.quote} />
              <QuoteActions quote={state.quote} info={info} onInfo={onInfo} onPaid={onPaid} onRefused={reload} />
            </>
          )}
        </Section>
      )}
    </>
  );
}
