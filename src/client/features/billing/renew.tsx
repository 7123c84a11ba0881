// /renew: balance, deposit address, current plan, switch plan, recharge and renew records
// (latest 10), and withdrawal with its records (latest 5). With ?plan=…&period=… it is the
// confirmation page of that renewal or change instead.
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { PayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { PageHeader } from '../../components/page.tsx';
import { applyAccountChanges } from '../../lib/account-info.ts';
import { DepositCard } from './deposit-card.tsx';
import { PendingBanner } from './pending-order.tsx';
import { PaymentRecords } from './payment-records.tsx';
import { PlanConfirm } from './plan-confirm.tsx';
import { PlanList } from './plan-list.tsx';
import { PlanStats } from './plan-stats.tsx';
import { type PayInfoApi, usePayInfo } from './use-pay-info.ts';
import { usePaymentDone } from './use-payment-done.ts';
import { WithdrawalRecords } from './withdrawal-records.tsx';
import { WithdrawSection } from './withdraw-form.tsx';

/** A faucet transfer reaches the deposit watcher within seconds; read the wallet for this long. */
const FAUCET_WATCH_MS = 60_000;

/** The order a locked wallet waited for: its record is the newest renewal or change. */
const settledOrderFailed = (info: PayInfo) => info.records.find((record) => record.kind !== 'deposit')?.state === 'failed';

function Overview({ info, pay }: { info: PayInfo; pay: PayInfoApi }) {
  const { t } = useTranslation(['billing', 'messages']);
  return (
    <>
      {info.plan_expired && (
        <p className="alert alert-error mb-4 text-sm" role="alert" data-testid="plan-expired">
          {t('messages:code.3001')}
        </p>
      )}
      {info.locked && info.pending && <PendingBanner pending={info.pending} />}
      <PlanStats
        info={info}
        onAutoRenew={(on) => {
          pay.put({ ...info, auto_renew: on });
          // The same switch as the profile's: keep that screen in step without reading the account again.
          applyAccountChanges({ autoRenew: on });
        }}
      />
      <div className="grid gap-4 xl:grid-cols-2">
        <DepositCard
          info={info}
          onChooseChain={pay.chooseChain}
          onFaucetSent={() => {
            pay.watch(FAUCET_WATCH_MS);
            void pay.reload();
          }}
        />
        <PlanList current={info.level} initialPeriod={info.period} />
        <PaymentRecords records={info.records} className="xl:col-span-2" />
        <WithdrawSection info={info} onDone={pay.put} />
        <WithdrawalRecords withdrawals={info.withdrawals} />
      </div>
    </>
  );
}

export function RenewPage() {
  const { t } = useTranslation('billing');
  const search = useSearch({ from: '/_app/renew' });
  const paid = usePaymentDone();
  const pay = usePayInfo({
    onUnlocked: (info) => {
      if (settledOrderFailed(info)) showToast(t('done.failed'), 6000);
      else paid(t('done.recharged'));
    },
  });
  const header = <PageHeader title={t('title')} description={t('subtitle')} />;

  if (pay.state.status === 'loading')
    return (
      <>
        {header}
        <LoadingDots label={t('loading')} />
      </>
    );
  if (pay.state.status === 'failed')
    return (
      <>
        {header}
        <ListLoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void pay.reload()} />
      </>
    );
  const { info } = pay.state;
  if (search.plan)
    return <PlanConfirm level={search.plan} period={search.period ?? 'monthly'} info={info} onInfo={pay.put} onPaid={paid} />;
  return (
    <>
      {header}
      <Overview info={info} pay={pay} />
    </>
  );
}
