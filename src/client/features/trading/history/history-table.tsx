// The rows of /record: orders (with their status) or trades (with their fee).
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import type { cexOrders, HistoryKind } from '../../../../shared/contracts/trade/cex-orders.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { SideCell } from '../orders/table-parts.tsx';

export function HistoryTable({
  kind,
  result,
  venueName,
  fixed,
  time,
}: {
  kind: HistoryKind;
  result: ResponseOf<typeof cexOrders>;
  venueName(web: string): string;
  fixed(value: number | null, decimals: number): string;
  time(ms: number): string;
}) {
  const { t } = useTranslation('trading');
  const number = (value: number | null) => fixed(value, 8).replace(/\.?0+$/, '');
  const cards =
    kind === 'orders'
      ? result.orders.map((order) => ({
          key: `${order.web}-${order.order_id}`,
          time: order.time ? time(order.time) : '–',
          web: order.web,
          pair: `${order.yenUnit1}/${order.yenUnit2}`,
          side: order.side,
          figures: `${number(order.price ?? order.average)} × ${number(order.amount)}`,
          state: t(`statuses.${order.status}`),
        }))
      : result.trades.map((trade) => ({
          key: `${trade.web}-${trade.trade_id}`,
          time: time(trade.time),
          web: trade.web,
          pair: `${trade.yenUnit1}/${trade.yenUnit2}`,
          side: trade.side,
          figures: `${number(trade.price)} × ${number(trade.amount)}`,
          state: trade.fee === null ? '' : `${t('columns.fee')} ${number(trade.fee)} ${trade.fee_currency ?? ''}`,
        }));
  return (
    <>
      {/* On a phone each record is a card, so side, figures and status need no sideways scrolling. */}
      <ul className="flex flex-col divide-y divide-base-content/10 sm:hidden" data-testid="history-cards">
        {cards.map((card) => (
          <li key={card.key} className="flex flex-col gap-1 py-2 text-sm">
            <div className="flex justify-between gap-2">
              <span className="tabular-nums opacity-70">{card.time}</span>
              <span>{card.state}</span>
            </div>
            <div className="flex justify-between gap-2">
              <span>
                <span className={card.side === 'buy' ? 'text-success' : 'text-error'}>{t(`manual.${card.side}`)}</span> {card.pair} ·{' '}
                {venueName(card.web)}
              </span>
              <span className="tabular-nums">{card.figures}</span>
            </div>
          </li>
        ))}
      </ul>
      <DataTable
        caption={t(`history.kinds.${kind}`)}
        frameClassName="hidden overflow-x-auto sm:block"
        testId="history-table"
        columns={[
          { label: t('columns.time') },
          { label: t('columns.exchange') },
          { label: t('columns.pair') },
          { label: t('columns.side') },
          { label: t('columns.price'), numeric: true },
          { label: t('columns.amount'), numeric: true },
          ...(kind === 'orders'
            ? [{ label: t('columns.filled'), numeric: true }, { label: t('columns.status') }]
            : [{ label: t('columns.fee'), numeric: true }]),
        ]}
      >
        {kind === 'orders'
          ? result.orders.map((order) => (
              <tr key={`${order.web}-${order.order_id}`}>
                <td className="whitespace-nowrap tabular-nums">{order.time ? time(order.time) : '–'}</td>
                <td>{venueName(order.web)}</td>
                <td>
                  {order.yenUnit1}/{order.yenUnit2}
                </td>
                <SideCell side={order.side} />
                <td className="text-right tabular-nums">{number(order.price ?? order.average)}</td>
                <td className="text-right tabular-nums">{number(order.amount)}</td>
                <td className="text-right tabular-nums">{number(order.filled)}</td>
                <td>{t(`statuses.${order.status}`)}</td>
              </tr>
            ))
          : result.trades.map((trade) => (
              <tr key={`${trade.web}-${trade.trade_id}`}>
                <td className="whitespace-nowrap tabular-nums">{time(trade.time)}</td>
                <td>{venueName(trade.web)}</td>
                <td>
                  {trade.yenUnit1}/{trade.yenUnit2}
                </td>
                <SideCell side={trade.side} />
                <td className="text-right tabular-nums">{number(trade.price)}</td>
                <td className="text-right tabular-nums">{number(trade.amount)}</td>
                <td className="text-right tabular-nums">{trade.fee === null ? '–' : `${number(trade.fee)} ${trade.fee_currency ?? ''}`}</td>
              </tr>
            ))}
      </DataTable>
    </>
  );
}
