// Every balance of every bound account and wallet chain, most valuable first: a table on a wide
// screen, a card per balance on a phone (no sideways scrolling).
import { useTranslation } from '../../../lib/use-translation.ts';
import type { RealTimeBalance } from '../../../../shared/contracts/data/get-real-time-assets.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { type FigureFormat, useFigureFormat } from '../format.ts';

const keyOf = (balance: RealTimeBalance) => `${balance.source_type}|${balance.source}|${balance.name}|${balance.asset}`;

export function BalanceList({ balances }: { balances: readonly RealTimeBalance[] }) {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  const sorted = [...balances].sort((a, b) => b.value_usdt - a.value_usdt || a.asset.localeCompare(b.asset));
  return (
    <>
      <DataTable
        caption={t('realtime.balances')}
        frameClassName="hidden overflow-x-auto md:block"
        testId="balance-table"
        columns={[
          { label: t('realtime.columns.source') },
          { label: t('realtime.columns.asset') },
          { label: t('realtime.columns.amount'), numeric: true },
          { label: t('realtime.columns.value'), numeric: true },
          { label: t('realtime.columns.updated'), numeric: true },
        ]}
      >
        {sorted.map((balance) => (
          <tr key={keyOf(balance)} data-testid="balance-row">
            <td>
              <SourceName balance={balance} />
            </td>
            <th scope="row" className="font-medium">
              {balance.asset}
            </th>
            <td className="text-right tabular-nums">{format.amount(balance.amount)}</td>
            <td className="text-right tabular-nums">
              <BalanceValue balance={balance} format={format} />
            </td>
            <td className="text-right text-xs whitespace-nowrap tabular-nums opacity-70">{format.dateTime(balance.updated_at)}</td>
          </tr>
        ))}
      </DataTable>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="balance-cards">
        {sorted.map((balance) => (
          <li key={keyOf(balance)} className="bg-base-100 border-base-300 rounded-box border p-3">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium">{balance.asset}</span>
              <span className="font-semibold tabular-nums">
                <BalanceValue balance={balance} format={format} />
              </span>
            </div>
            <div className="mt-1 flex items-baseline justify-between gap-3 text-xs">
              <span className="min-w-0 truncate opacity-70">
                <SourceName balance={balance} />
              </span>
              <span className="shrink-0 tabular-nums opacity-70">{format.amount(balance.amount)}</span>
            </div>
            <p className="mt-1 text-xs tabular-nums opacity-50">{t('realtime.updatedAt', { time: format.dateTime(balance.updated_at) })}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function SourceName({ balance }: { balance: RealTimeBalance }) {
  const { t } = useTranslation('data');
  return (
    <>
      {balance.name}
      <span className="ml-1.5 text-xs opacity-60">{t(`sourceTypes.${balance.source_type}`)}</span>
    </>
  );
}

/** The value in USDT, or a dash (named for screen readers) when no market prices the asset. */
function BalanceValue({ balance, format }: { balance: RealTimeBalance; format: FigureFormat }) {
  const { t } = useTranslation('data');
  if (balance.price_usdt === null) {
    return (
      <span className="opacity-60" title={t('realtime.noPrice')}>
        —<span className="sr-only">{t('realtime.noPrice')}</span>
      </span>
    );
  }
  return <>{format.value(balance.value_usdt)}</>;
}
