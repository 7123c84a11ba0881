// The watched account's futures trades, newest first: a table on a wide screen, a card per trade on
// a phone.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { RiskTradeView } from '../../../../shared/contracts/futures/risk-user-fields.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { useFuturesFormat } from '../futures/use-futures-format.ts';

export function RiskTradeList({ trades }: { trades: readonly RiskTradeView[] }) {
  const { t } = useTranslation('trading');
  const format = useFuturesFormat();
  const side = (trade: RiskTradeView) => (
    <span className={trade.side === 'buy' ? 'text-success' : 'text-error'}>{t(`riskDetail.sides.${trade.side}`)}</span>
  );
  const fee = (trade: RiskTradeView) => (trade.fee === null ? '—' : `${format.amount(trade.fee)} ${trade.fee_coin ?? ''}`);
  const role = (trade: RiskTradeView) => (trade.maker === null ? '—' : t(`riskDetail.roles.${trade.maker ? 'maker' : 'taker'}`));
  return (
    <>
      <DataTable
        caption={t('riskDetail.tradeLogs')}
        frameClassName="hidden overflow-x-auto md:block"
        testId="risk-trade-table"
        columns={[
          { label: t('columns.time') },
          { label: t('columns.pair') },
          { label: t('columns.side') },
          { label: t('columns.price'), numeric: true },
          { label: t('columns.amount'), numeric: true },
          { label: t('columns.fee'), numeric: true },
          { label: t('riskDetail.columns.role') },
        ]}
      >
        {trades.map((trade) => (
          <tr key={`${trade.yenUnit1}|${trade.id}`}>
            <td className="whitespace-nowrap tabular-nums">{format.dateTime(trade.timestamp)}</td>
            <th scope="row" className="font-medium">
              {trade.yenUnit1}/{trade.yenUnit2}
            </th>
            <td>{side(trade)}</td>
            <td className="text-right tabular-nums">{format.amount(trade.price)}</td>
            <td className="text-right tabular-nums">{format.amount(trade.amount)}</td>
            <td className="text-right whitespace-nowrap tabular-nums">{fee(trade)}</td>
            <td>{role(trade)}</td>
          </tr>
        ))}
      </DataTable>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="risk-trade-cards">
        {trades.map((trade) => (
          <li key={`${trade.yenUnit1}|${trade.id}`} className="bg-base-100 border-base-300 rounded-box border p-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium">
                {trade.yenUnit1}/{trade.yenUnit2} {side(trade)}
              </span>
              <span className="tabular-nums">
                {format.amount(trade.amount)} @ {format.amount(trade.price)}
              </span>
            </div>
            <div className="mt-1 flex items-baseline justify-between gap-3 text-xs opacity-70">
              <span className="tabular-nums">{format.dateTime(trade.timestamp)}</span>
              <span className="tabular-nums">
                {fee(trade)} · {role(trade)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
