// The watched account's open positions: a table on a wide screen, a card per position on a phone.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { PositionView } from '../../../../shared/contracts/futures/fields.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { PositionContract } from '../futures/position-contract.tsx';
import { pnlTone, useFuturesFormat } from '../futures/use-futures-format.ts';

const keyOf = (position: PositionView) => `${position.yenUnit1}|${position.yenUnit2}|${position.side}`;

const COLUMNS = ['size', 'value', 'entryPrice', 'markPrice', 'unrealizedPnl', 'liquidationPrice', 'margin'] as const;

export function RiskPositionList({ positions }: { positions: readonly PositionView[] }) {
  const { t } = useTranslation('trading');
  const format = useFuturesFormat();
  const cells = (position: PositionView): Record<(typeof COLUMNS)[number], ReactNode> => ({
    size: format.amount(position.size),
    value: format.amount(position.value, 2),
    entryPrice: format.amount(position.entry_price),
    markPrice: format.amount(position.mark_price),
    unrealizedPnl: <span className={pnlTone(position.unrealized_pnl)}>{format.signed(position.unrealized_pnl)}</span>,
    liquidationPrice: format.amount(position.liquidation_price),
    margin: format.amount(position.margin, 4),
  });
  return (
    <>
      <DataTable
        caption={t('riskDetail.positions')}
        frameClassName="hidden overflow-x-auto md:block"
        testId="risk-position-table"
        columns={[
          { label: t('riskDetail.columns.contract') },
          ...COLUMNS.map((column) => ({ label: t(`riskDetail.columns.${column}`), numeric: true })),
        ]}
      >
        {positions.map((position) => {
          const shown = cells(position);
          return (
            <tr key={keyOf(position)}>
              <th scope="row" className="font-normal">
                <PositionContract position={position} detail={t(`positions.modes.${position.margin_mode}`)} />
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className="text-right tabular-nums">
                  {shown[column]}
                </td>
              ))}
            </tr>
          );
        })}
      </DataTable>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="risk-position-cards">
        {positions.map((position) => {
          const shown = cells(position);
          return (
            <li key={keyOf(position)} className="bg-base-100 border-base-300 rounded-box border p-3">
              <PositionContract position={position} detail={t(`positions.modes.${position.margin_mode}`)} />
              <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                {COLUMNS.map((column) => (
                  <div key={column} className="flex justify-between gap-2">
                    <dt className="opacity-60">{t(`riskDetail.columns.${column}`)}</dt>
                    <dd className="tabular-nums">{shown[column]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}
