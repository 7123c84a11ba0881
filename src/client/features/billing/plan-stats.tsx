// The figures at the top of /renew: wallet balance, current plan, when it ends, and auto-renew
// (spec §4: it renews when 3 days remain and the wallet balance covers the fee).
import { useTranslation } from '../../lib/use-translation.ts';
import { AUTO_RENEW_DAYS } from '../../../shared/catalogue/billing.ts';
import type { PayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import { AutoRenewSwitch } from '../../components/auto-renew-switch.tsx';
import { Stat } from '../../components/page.tsx';
import { formatDateTime } from '../../lib/format-time.ts';
import { displayUsdt } from './billing-format.ts';

function AutoRenew({ on, onChanged }: { on: boolean; onChanged(on: boolean): void }) {
  const { t } = useTranslation('billing');
  return (
    <div className="bg-base-100 border-base-300 rounded-box flex flex-col gap-1 border p-4">
      <label htmlFor="billing-auto-renew" className="flex items-center justify-between gap-2">
        <span className="text-xs uppercase tracking-wide opacity-60">{t('autoRenew.label')}</span>
        <AutoRenewSwitch id="billing-auto-renew" hintId="billing-auto-renew-hint" on={on} onChanged={onChanged} />
      </label>
      <p id="billing-auto-renew-hint" className="text-xs opacity-60">
        {t('autoRenew.hint', { count: AUTO_RENEW_DAYS })}
      </p>
    </div>
  );
}

export function PlanStats({ info, onAutoRenew }: { info: PayInfo; onAutoRenew(on: boolean): void }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  return (
    <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <Stat label={t('billing:balance')} value={displayUsdt(info.balance, i18n.language)} hint={t('billing:usdt')} />
      <Stat label={t('billing:currentPlan')} value={t(`common:plan.${info.level}`)} />
      <Stat
        label={t('billing:expires')}
        value={formatDateTime(info.available_time)}
        hint={info.plan_expired ? t('billing:expired') : undefined}
      />
      <AutoRenew on={info.auto_renew} onChanged={onAutoRenew} />
    </div>
  );
}
