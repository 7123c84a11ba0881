// A Recharge and Renew waiting for its deposit (spec §4): the wallet stays locked until the deposit
// is seen, then the plan is renewed or switched and the wallet unlocked; stopping it needs customer
// service. The banner tells /renew so; the waiting panel shows what to send and where (and, on the
// sandbox chain, offers the faucet; the panel's own polling sees the deposit land).
import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { PayInfo, PendingOrder } from '../../../shared/contracts/billing/pay-info.ts';
import { displayUsdt } from './billing-format.ts';
import { DepositAddress } from './deposit-address.tsx';
import { FaucetButton } from './deposit-card.tsx';
import { PAY_INFO_POLL_MS } from './use-pay-info.ts';

export function PendingBanner({ pending }: { pending: PendingOrder }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const usdt = (value: string) => displayUsdt(value, i18n.language);
  return (
    <div className="alert alert-warning alert-soft mb-4 flex flex-col items-start gap-1 text-sm" role="status" data-testid="pending-order">
      <p className="font-semibold">{t('billing:pending.title')}</p>
      <p>
        {t('billing:pending.details', {
          plan: t(`common:plan.${pending.level}`),
          period: t(`billing:periodNames.${pending.period}`),
          due: usdt(pending.due),
          shortfall: usdt(pending.shortfall),
        })}
      </p>
      <p className="opacity-80">{t('billing:pending.support')}</p>
    </div>
  );
}

/** The confirmation page while the wallet waits for the deposit: the address, what is still to come, and that the page is watching. */
export function LockedWait({ info, pending }: { info: PayInfo; pending: PendingOrder }) {
  const { t, i18n } = useTranslation('billing');
  const chain = info.chains.find((candidate) => candidate.key === info.deposit?.chain);
  return (
    <section className="card bg-base-200/60 border-base-300 border" data-testid="locked-wait">
      <div className="card-body gap-4 p-5">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Hourglass aria-hidden="true" className="size-4" />
          {t('locked.title')}
        </h2>
        <PendingBanner pending={pending} />
        {info.deposit ? (
          <>
            <p className="text-sm" data-testid="locked-shortfall">
              {t('locked.send', { amount: displayUsdt(pending.shortfall, i18n.language), chain: chain?.name ?? info.deposit.chain })}
            </p>
            <DepositAddress address={info.deposit.address} />
            {chain?.faucet && <FaucetButton chain={chain.key} onSent={() => undefined} />}
            <p className="alert alert-warning alert-soft text-sm">{t('deposit.warning')}</p>
          </>
        ) : (
          <p className="text-sm">{t('deposit.none')}</p>
        )}
        <p className="flex items-center gap-2 text-sm opacity-75" role="status">
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          {t('locked.watching', { seconds: PAY_INFO_POLL_MS / 1000 })}
        </p>
      </div>
    </section>
  );
}
