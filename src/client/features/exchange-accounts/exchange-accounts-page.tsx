// /account: the Account List. Every exchange account the user has bound, with its exchange, name,
// masked key, status and balances (refresh button); binding another exchange, editing and
// unbinding; a live order book of a bound venue's market.
import { Link } from '@tanstack/react-router';
import { KeyRound, Plus, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AccountBalance, ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { deleteExchangeAccount } from '../../../shared/contracts/exchange-accounts/delete-exchange-account.ts';
import { confirmDialog, showToast } from '../../components/feedback/feedback-atoms.ts';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { useMarketLists, useWebList } from '../../lib/market-lists.ts';
import { AccountCard } from './account-card.tsx';
import { BindAccountDialog } from './bind-account-dialog.tsx';
import { EditAccountDialog } from './edit-account-dialog.tsx';
import { venuesOf } from './exchange-picker.tsx';
import { MarketBookDialog } from './market-book-dialog.tsx';
import { useExchangeAccounts } from './use-exchange-accounts.ts';

type Open = { kind: 'bind' } | { kind: 'edit'; account: ExchangeAccountView } | { kind: 'book'; account: ExchangeAccountView } | null;

export function ExchangeAccountsPage() {
  const { t } = useTranslation(['exchange', 'common']);
  useMarketLists();
  const webList = useWebList();
  const venues = useMemo(() => new Map(venuesOf(webList).map((venue) => [venue.web, venue])), [webList]);
  const { accounts, failed, reload } = useExchangeAccounts();
  const [open, setOpen] = useState<Open>(null);
  // Balances read while binding or editing are shown at once instead of being read again.
  const [fresh, setFresh] = useState<Map<number, AccountBalance>>(new Map());
  const bound = useMemo(() => new Set((accounts ?? []).map((account) => account.web)), [accounts]);

  const remove = async (account: ExchangeAccountView) => {
    if (!(await confirmDialog(t('confirmDelete', { remark: account.remark, exchange: account.exchange })))) return;
    try {
      await api.call(deleteExchangeAccount, { id: account.id });
      showToast(t('deleted'), 3000, 'success');
    } catch {
      // The api client has shown the server's message.
    }
    reload();
  };

  const keep = (id: number, balance: AccountBalance | null) => {
    if (balance) setFresh((previous) => new Map(previous).set(id, balance));
    setOpen(null);
    reload();
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          <button type="button" className="btn btn-primary btn-sm" data-tour="bind-account" onClick={() => setOpen({ kind: 'bind' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('bind')}
          </button>
        }
      />
      <div className="space-y-4">
        {failed && (
          <div className="alert alert-error">
            <span>{t('card.balanceFailed')}</span>
            <button type="button" className="btn btn-sm" onClick={reload}>
              {t('common:actions.retry')}
            </button>
          </div>
        )}
        {accounts === null && !failed && (
          <span className="loading loading-spinner" role="status" data-testid="accounts-loading">
            <span className="sr-only">{t('card.refreshing')}</span>
          </span>
        )}
        {accounts?.length === 0 && (
          <Section title={t('title')}>
            <EmptyState
              icon={<KeyRound className="size-6" />}
              title={t('empty')}
              body={t('emptyBody')}
              action={
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen({ kind: 'bind' })}>
                  {t('bind')}
                </button>
              }
            />
          </Section>
        )}
        {accounts && accounts.length > 0 && (
          <div className="grid gap-4 lg:grid-cols-2" data-testid="account-list">
            {accounts.map((account) => (
              <AccountCard
                key={`${account.id}-${fresh.get(account.id)?.checked_at ?? 0}`}
                account={account}
                simulated={venues.get(account.web)?.simulated ?? false}
                initialBalance={fresh.get(account.id) ?? null}
                onEdit={() => setOpen({ kind: 'edit', account })}
                onDelete={() => void remove(account)}
                onOpenMarket={() => setOpen({ kind: 'book', account })}
                onStatusChange={reload}
              />
            ))}
          </div>
        )}
        <Section
          title={t('wallets')}
          actions={
            <Link to="/subManage" className="btn btn-sm btn-outline">
              {t('manageWallets')}
            </Link>
          }
        >
          <EmptyState icon={<Wallet className="size-6" />} title={t('walletsEmpty')} body={t('walletsBody')} />
        </Section>
      </div>
      {open?.kind === 'bind' && (
        <BindAccountDialog
          webList={webList}
          bound={bound}
          onBound={(result) => keep(result.account.id, result.balance)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'edit' && (
        <EditAccountDialog
          account={open.account}
          venue={venues.get(open.account.web)}
          onSaved={(result) => keep(result.account.id, result.balance)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'book' && (
        <MarketBookDialog
          web={open.account.web}
          exchange={open.account.exchange}
          base={venues.get(open.account.web)?.yenUnit1 ?? 'BTC'}
          quote={venues.get(open.account.web)?.yenUnit2 ?? 'USDT'}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
