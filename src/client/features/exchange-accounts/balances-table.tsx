// The balances of one account: what is available, what is held in orders, the total. An account
// with nothing says so in the spec's words: "Account balance 0".
import { useTranslation } from '../../lib/use-translation.ts';
import type { AccountBalance } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { DataTable } from '../../components/table-parts.tsx';
import { formatAmount } from './format.ts';

export function BalancesTable({ balance, caption }: { balance: AccountBalance; caption: string }) {
  const { t } = useTranslation('exchange');
  if (balance.zero) {
    return (
      <p className="py-2 text-sm opacity-80" data-testid="balance-zero">
        {t('card.balanceZero')}
      </p>
    );
  }
  return (
    <DataTable
      caption={caption}
      size="xs"
      frameClassName="max-h-64 overflow-auto"
      columns={[
        { label: t('columns.currency') },
        { label: t('columns.free'), numeric: true },
        { label: t('columns.locked'), numeric: true },
        { label: t('columns.total'), numeric: true },
      ]}
    >
      {balance.balances.map((row) => (
        <tr key={row.currency} data-testid={`balance-${row.currency}`}>
          <th scope="row" className="font-medium">
            {row.currency}
          </th>
          <td className="text-right tabular-nums">{formatAmount(row.free)}</td>
          <td className="text-right tabular-nums">{formatAmount(row.locked)}</td>
          <td className="text-right tabular-nums">{formatAmount(row.total)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
