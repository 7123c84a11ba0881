// The figures at the top of /renew: wallet balance, current plan, when it ends, and auto-renew
// (spec §4: it renews when 3 days remain and the wallet balance covers the fee).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_RENEW_DAYS } from '../../../shared/catalogue/billing.ts';
import { paySet } from '../../../shared/contracts/billing/plan-calls.ts';
import type { PayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import { Stat } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { displayUsdt } from './billing-format.ts';

function AutoRenew({ on, onChanged }: { on: boolean; onChanged(on: boolean): void }) {
  const { t } = useTranslation('billing');
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      onChanged((await api.call(paySet, { auto_renew: !on })).auto_renew);
    } catch {
      // The response table has shown the server's message; the switch keeps its state.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bg-base-100 border-base-300 rounded-box flex flex-col gap-1 border p-4">
      <label htmlFor="billing-auto-renew" className="flex items-center justify-between gap-2">
        <span className="text-xs uppercase tracking-wide opacity-60">{t('autoRenew.label')}</span>
        <span className="flex items-center gap-2">
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          <input
            id="billing-auto-renew"
            type="checkbox"
            role="switch"
            className="toggle toggle-primary toggle-sm"
            checked={on}
            aria-checked={on}
            aria-busy={busy}
            aria-describedby="billing-auto-renew-hint"
            onChange={() => void toggle()}
          />
        </span>
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
