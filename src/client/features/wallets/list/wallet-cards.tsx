// The trading wallets of a page as cards (phones): the same facts and controls as the table's
// row, stacked so nothing scrolls sideways.
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CopyAddress } from '../copy-address.tsx';
import { BalanceList } from './balance-list.tsx';
import { GroupName, PageBox, SelectBox, SourceBadge, TransferButton, type WalletPageProps } from './row-parts.tsx';
import { RestrictionSelect, WalletToggle } from './wallet-setting-controls.tsx';
import { WalletStateBadge } from './wallet-state-badge.tsx';

export function WalletCards({ wallets, tokens, pageTicks, onTickPage, actions }: WalletPageProps) {
  const { t } = useTranslation('wallets');
  const pageBoxId = useId();
  return (
    <div className="flex flex-col gap-2 md:hidden">
      <div className="flex items-center gap-2 text-sm">
        <PageBox ticks={pageTicks} onChange={onTickPage} id={pageBoxId} />
        <label htmlFor={pageBoxId}>{t('list.selectPage')}</label>
      </div>
      <ul className="flex flex-col gap-2" data-testid="wallet-cards">
        {wallets.map((wallet) => (
          <li key={wallet.id} className="bg-base-100 border-base-300 rounded-box flex flex-col gap-2 border p-3" data-wallet-id={wallet.id}>
            <div className="flex items-center justify-between gap-2">
              <div className="flex min-w-0 items-center gap-2">
                <SelectBox wallet={wallet} actions={actions} />
                <CopyAddress address={wallet.address} />
              </div>
              <WalletStateBadge state={wallet.state} />
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <GroupName wallet={wallet} />
              <SourceBadge wallet={wallet} />
            </div>
            <BalanceList wallet={wallet} tokens={tokens} />
            <div className="grid grid-cols-2 gap-x-6 gap-y-2">
              <WalletToggle wallet={wallet} setting="enabled" label={t('columns.enabled')} showLabel onSaved={actions.onSaved} />
              <WalletToggle wallet={wallet} setting="ordering" label={t('columns.ordering')} showLabel onSaved={actions.onSaved} />
            </div>
            <div className="flex items-center justify-between gap-2">
              <RestrictionSelect wallet={wallet} onSaved={actions.onSaved} />
              <TransferButton wallet={wallet} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
