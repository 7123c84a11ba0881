// /subManage: DEX / NFT Wallet Management: the main (funding) wallet, the trading wallets in
// groups, and the wallet tools. Query parameters: web, yenUnit1, yenUnit2, openDistribution, gas_token.
import { Link, useSearch } from '@tanstack/react-router';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Section, TableSection } from '../../components/page.tsx';

const TOOLS = [
  'createWallets',
  'allocateAssets',
  'collectAssets',
  'batchTransfer',
  'approval',
  'addToken',
  'refreshBalance',
  'importWallets',
] as const;
const COLUMNS = ['address', 'group', 'restriction', 'ordering', 'source', 'balance', 'state'] as const;

export function WalletManagementPage() {
  const { t } = useTranslation('wallets');
  const search = useSearch({ from: '/_app/subManage' });
  const pair = search.yenUnit1 && search.yenUnit2 ? `${search.yenUnit1}/${search.yenUnit2}` : null;
  return (
    <>
      <PageHeader
        title={t('management.title')}
        description={pair ? t('management.forPair', { pair, web: search.web ?? '' }) : t('management.subtitle')}
      />
      {search.gas_token && <p className="alert alert-info mb-4 text-sm">{t('management.approveHint', { token: search.gas_token })}</p>}
      <Section title={t('management.tools')} className="mb-4">
        <div className="flex flex-wrap gap-2">
          {TOOLS.map((tool) => (
            <button
              key={tool}
              type="button"
              className={`btn btn-sm ${tool === 'allocateAssets' && search.openDistribution ? 'btn-primary' : 'btn-outline'}`}
              disabled
            >
              {t(`management.toolNames.${tool}`)}
            </button>
          ))}
          <Link to="/holderList" className="btn btn-sm btn-outline">
            {t('management.toolNames.holderList')}
          </Link>
        </div>
      </Section>
      <div className="grid gap-4 xl:grid-cols-[22rem_1fr]">
        <Section title={t('management.mainWallet')}>
          <EmptyState icon={<Wallet className="size-6" />} title={t('management.noMainWallet')} body={t('management.noMainWalletBody')} />
        </Section>
        <TableSection
          title={t('management.tradingWallets')}
          columns={COLUMNS.map((column) => t(`management.columns.${column}`))}
          empty={<EmptyState title={t('management.noTradingWallets')} body={t('management.noTradingWalletsBody')} />}
        />
      </div>
    </>
  );
}
