// A page of holders (spec §3 "Holder list entry"): address (marked when it is one of the user's
// own wallets), quantity, share of the supply, when the balance last changed, and the remark,
// editable where it is. A table on wide screens, cards on phones.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { HolderEntry } from '../../../../shared/contracts/wallet/holders.ts';
import { CopyAddress } from '../copy-address.tsx';
import { displayAmount, displayPercent } from '../format.ts';
import { RemarkCell } from './remark-cell.tsx';

function OwnBadge() {
  const { t } = useTranslation('wallets');
  return (
    <span className="badge badge-primary badge-soft badge-sm whitespace-nowrap" data-testid="own-wallet">
      {t('holders.own')}
    </span>
  );
}

export function HolderTable({
  list,
  chain,
  token,
  onRemarkSaved,
}: {
  list: readonly HolderEntry[];
  chain: string;
  token: string;
  onRemarkSaved(address: string, remark: string): void;
}) {
  const { t, i18n } = useTranslation('wallets');
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language);
  const remark = (entry: HolderEntry) => (
    <RemarkCell
      key={`${token}:${entry.address}`}
      chain={chain}
      token={token}
      address={entry.address}
      remark={entry.remark}
      onSaved={(text) => onRemarkSaved(entry.address, text)}
    />
  );
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="holder-cards">
        {list.map((entry) => (
          <li key={entry.address} className="bg-base-100 border-base-300 rounded-box flex flex-col gap-2 border p-3">
            <div className="flex items-center justify-between gap-2">
              <CopyAddress address={entry.address} />
              {entry.own && <OwnBadge />}
            </div>
            <div className="flex items-baseline justify-between gap-2 text-sm tabular-nums">
              <span className="font-medium">{displayAmount(entry.quantity, i18n.language, 4)}</span>
              <span>{displayPercent(entry.percentage, i18n.language)}</span>
            </div>
            <p className="text-xs opacity-60">{t('holders.updatedAt', { time: when(entry.updated_at) })}</p>
            {remark(entry)}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="table table-sm" data-testid="holder-table">
          <caption className="sr-only">{t('holders.list')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('holders.columns.address')}</th>
              <th scope="col" className="text-right">
                {t('holders.columns.quantity')}
              </th>
              <th scope="col" className="text-right">
                {t('holders.columns.percentage')}
              </th>
              <th scope="col">{t('holders.columns.updated')}</th>
              <th scope="col">{t('holders.columns.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((entry) => (
              <tr key={entry.address} data-testid="holder-row" data-address={entry.address}>
                <td>
                  <div className="flex items-center gap-2">
                    <CopyAddress address={entry.address} />
                    {entry.own && <OwnBadge />}
                  </div>
                </td>
                <td className="text-right whitespace-nowrap tabular-nums">{displayAmount(entry.quantity, i18n.language, 4)}</td>
                <td className="text-right whitespace-nowrap tabular-nums">{displayPercent(entry.percentage, i18n.language)}</td>
                <td className="whitespace-nowrap text-xs">{when(entry.updated_at)}</td>
                <td>{remark(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
