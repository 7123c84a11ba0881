// The trading wallets of a page as a table (wider screens): tick box, address, group, restriction,
// ordering and enabled switches, source, a column per token, state, and Transfer.
import { useTranslation } from '../../../lib/use-translation.ts';
import { CopyAddress } from '../copy-address.tsx';
import { displayAmount } from '../format.ts';
import { GroupName, PageBox, SelectBox, SourceBadge, TransferButton, type WalletPageProps } from './row-parts.tsx';
import { RestrictionSelect, WalletToggle } from './wallet-setting-controls.tsx';
import { WalletStateBadge } from './wallet-state-badge.tsx';

export function WalletTable({ wallets, tokens, pageTicks, onTickPage, actions }: WalletPageProps) {
  const { t, i18n } = useTranslation('wallets');
  // The first head is the page's tick box, so the heads are written here rather than by DataTable.
  const columns: { label: string; numeric?: boolean }[] = [
    { label: t('columns.address') },
    { label: t('columns.group') },
    { label: t('columns.restriction') },
    { label: t('columns.ordering') },
    { label: t('columns.enabled') },
    { label: t('columns.source') },
    ...tokens.map((token) => ({ label: token.symbol, numeric: true })),
    { label: t('columns.state') },
  ];
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="table table-sm" data-testid="wallet-table">
        <caption className="sr-only">{t('list.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-8">
              <PageBox ticks={pageTicks} onChange={onTickPage} />
            </th>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`whitespace-nowrap ${column.numeric ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {wallets.map((wallet) => (
            <tr key={wallet.id} data-wallet-id={wallet.id} data-testid="wallet-row" className="hover:bg-base-300/30">
              <td>
                <SelectBox wallet={wallet} actions={actions} />
              </td>
              <td>
                <CopyAddress address={wallet.address} />
              </td>
              <td>
                <GroupName wallet={wallet} />
              </td>
              <td>
                <RestrictionSelect wallet={wallet} onSaved={actions.onSaved} />
              </td>
              <td>
                <WalletToggle wallet={wallet} setting="ordering" label={t('columns.ordering')} onSaved={actions.onSaved} />
              </td>
              <td>
                <WalletToggle wallet={wallet} setting="enabled" label={t('columns.enabled')} onSaved={actions.onSaved} />
              </td>
              <td>
                <SourceBadge wallet={wallet} />
              </td>
              {tokens.map((token) => {
                const amount = wallet.balances[token.key];
                const readAt = wallet.balances_at === null ? undefined : new Date(wallet.balances_at).toLocaleString(i18n.language);
                return (
                  <td
                    key={token.key}
                    className="text-right whitespace-nowrap tabular-nums"
                    data-testid={`balance-${token.symbol}`}
                    title={readAt && t('balances.readAt', { time: readAt })}
                  >
                    {amount === undefined ? '—' : displayAmount(amount, i18n.language, 4)}
                  </td>
                );
              })}
              <td>
                <WalletStateBadge state={wallet.state} />
              </td>
              <td className="text-right">
                <TransferButton wallet={wallet} actions={actions} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
