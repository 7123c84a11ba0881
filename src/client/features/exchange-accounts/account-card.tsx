// One bound account on the Account List: its exchange, name, masked key, status, balances with a
// refresh button, and what can be done with it (order book, edit, unbind).
import { AlertTriangle, BookOpen, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AccountBalance, AccountStatus, ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { BalancesTable } from './balances-table.tsx';
import { formatTime } from './format.ts';
import { useAccountBalance } from './use-account-balance.ts';

const STATUS_TONE: Record<AccountStatus, string> = {
  normal: 'badge-success',
  invalid: 'badge-error',
  unreachable: 'badge-warning',
  unchecked: 'badge-ghost',
};

export function AccountCard({
  account,
  simulated,
  initialBalance,
  onEdit,
  onDelete,
  onOpenMarket,
  onStatusChange,
}: {
  account: ExchangeAccountView;
  simulated: boolean;
  initialBalance: AccountBalance | null;
  onEdit(): void;
  onDelete(): void;
  onOpenMarket(): void;
  onStatusChange(): void;
}) {
  const { t } = useTranslation('exchange');
  const { balance, loading, failed, refresh } = useAccountBalance(account.id, initialBalance, onStatusChange);
  const titleId = `account-${account.id}-title`;
  return (
    <article className="card bg-base-200/60 border-base-300 border" aria-labelledby={titleId} data-testid={`account-${account.web}`}>
      <div className="card-body gap-3 p-5">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
              <span>{account.exchange}</span>
              {simulated && (
                <span className="badge badge-info badge-sm" title={t('simulatedHint')}>
                  {t('simulated')}
                </span>
              )}
              <span className={`badge badge-sm ${STATUS_TONE[account.status]}`} data-testid="account-status">
                {t(`status.${account.status}`)}
              </span>
            </h3>
            <p className="truncate text-sm opacity-80" data-testid="account-remark">
              {account.remark}
            </p>
          </div>
          <div className="flex flex-wrap gap-1">
            <button type="button" className="btn btn-ghost btn-sm" onClick={onOpenMarket}>
              <BookOpen aria-hidden="true" className="size-4" />
              {t('card.openMarket')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onEdit} aria-label={`${t('card.edit')} ${account.remark}`}>
              <Pencil aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t('card.edit')}</span>
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              onClick={onDelete}
              aria-label={`${t('card.delete')} ${account.remark}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t('card.delete')}</span>
            </button>
          </div>
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="opacity-70">{t('card.apiKey')}</dt>
          <dd className="font-mono" data-testid="account-key">
            {account.api_key_masked || '—'}
          </dd>
          {account.ip_whitelist && (
            <>
              <dt className="opacity-70">{t('card.ipWhitelist')}</dt>
              <dd className="font-mono break-all">{account.ip_whitelist}</dd>
            </>
          )}
        </dl>
        {account.withdraw_enabled && (
          <p className="text-warning flex items-center gap-2 text-sm">
            <AlertTriangle aria-hidden="true" className="size-4" />
            {t('card.withdrawWarning')}
          </p>
        )}
        <section aria-label={t('card.balances')} className="flex flex-col gap-1">
          <div className="flex items-center justify-between gap-2">
            <h4 className="text-sm font-medium">{t('card.balances')}</h4>
            <div className="flex items-center gap-2">
              {balance && !loading && (
                <span className="text-xs opacity-60">{t('card.checkedAt', { time: formatTime(balance.checked_at) })}</span>
              )}
              <button type="button" className="btn btn-ghost btn-xs" onClick={refresh} disabled={loading} aria-label={t('card.refresh')}>
                <RefreshCw aria-hidden="true" className={`size-4 ${loading ? 'animate-spin' : ''}`} />
              </button>
            </div>
          </div>
          <div aria-live="polite" aria-busy={loading}>
            {loading && !balance && <p className="text-sm opacity-70">{t('card.refreshing')}</p>}
            {failed && !loading && <p className="text-error text-sm">{t('card.balanceFailed')}</p>}
            {balance && <BalancesTable balance={balance} caption={`${t('card.balances')} ${account.remark}`} />}
          </div>
        </section>
      </div>
    </article>
  );
}
