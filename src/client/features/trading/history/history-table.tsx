// The rows of /record: orders (with their status) or trades (with their fee).
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import type { cexOrders, HistoryKind } from '../../../../shared/contracts/trade/cex-orders.ts';

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
  const sideCell = (side: 'buy' | 'sell') => <td className={side === 'buy' ? 'text-success' : 'text-error'}>{t(`manual.${side}`)}</td>;
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
      <div className="hidden overflow-x-auto sm:block">
        <table className="table table-sm" data-testid="history-table">
          <caption className="sr-only">{t(`history.kinds.${kind}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.exchange')}</th>
              <th scope="col">{t('columns.pair')}</th>
              <th scope="col">{t('columns.side')}</th>
              <th scope="col" className="text-right">
                {t('columns.price')}
              </th>
              <th scope="col" className="text-right">
                {t('columns.amount')}
              </th>
              {kind === 'orders' ? (
                <>
                  <th scope="col" className="text-right">
                    {t('columns.filled')}
                  </th>
                  <th scope="col">{t('columns.status')}</th>
                </>
              ) : (
                <th scope="col" className="text-right">
                  {t('columns.fee')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {kind === 'orders'
              ? result.orders.map((order) => (
                  <tr key={`${order.web}-${order.order_id}`}>
                    <td className="whitespace-nowrap tabular-nums">{order.time ? time(order.time) : '–'}</td>
                    <td>{venueName(order.web)}</td>
                    <td>
                      {order.yenUnit1}/{order.yenUnit2}
                    </td>
                    {sideCell(order.side)}
                    <td className="text-right tabular-nums">{fixed(order.price ?? order.average, 8).replace(/\.?0+$/, '')}</td>
                    <td className="text-right tabular-nums">{fixed(order.amount, 8).replace(/\.?0+$/, '')}</td>
                    <td className="text-right tabular-nums">{fixed(order.filled, 8).replace(/\.?0+$/, '')}</td>
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
                    {sideCell(trade.side)}
                    <td className="text-right tabular-nums">{fixed(trade.price, 8).replace(/\.?0+$/, '')}</td>
                    <td className="text-right tabular-nums">{fixed(trade.amount, 8).replace(/\.?0+$/, '')}</td>
                    <td className="text-right tabular-nums">
                      {trade.fee === null ? '–' : `${fixed(trade.fee, 8).replace(/\.?0+$/, '')} ${trade.fee_currency ?? ''}`}
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
