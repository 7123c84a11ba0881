// /account: Account List: the exchange accounts bound by API key (one per exchange) and the
// wallets used for DEX and NFT work.
import { Link } from '@tanstack/react-router';
import { KeyRound, Plus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Section, TableFrame } from '../../components/page.tsx';

export function ExchangeAccountsPage() {
  const { t } = useTranslation('trading');
  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        description={t('accounts.subtitle')}
        actions={
          <button type="button" className="btn btn-primary btn-sm" disabled>
            <Plus aria-hidden="true" className="size-4" />
            {t('accounts.bind')}
          </button>
        }
      />
      <div className="space-y-4">
        <Section title={t('accounts.cex')}>
          <TableFrame
            caption={t('accounts.cex')}
            columns={[
              t('accounts.columns.remark'),
              t('accounts.columns.exchange'),
              t('accounts.columns.apiKey'),
              t('accounts.columns.status'),
              t('accounts.columns.actions'),
            ]}
            empty={<EmptyState icon={<KeyRound className="size-6" />} title={t('accounts.emptyCex')} body={t('accounts.emptyCexBody')} />}
          />
        </Section>
        <Section
          title={t('accounts.wallets')}
          actions={
            <Link to="/subManage" className="btn btn-sm btn-outline">
              {t('accounts.manageWallets')}
            </Link>
          }
        >
          <EmptyState icon={<Wallet className="size-6" />} title={t('accounts.emptyWallets')} body={t('accounts.emptyWalletsBody')} />
        </Section>
      </div>
    </>
  );
}
