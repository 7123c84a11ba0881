// The user's latest fills on the pair (the venues' public trade tape is not offered by the server;
// these are the user's own trades from the order history), kept current.
import { useTranslation } from 'react-i18next';
import { cexOrders } from '../../../../shared/contracts/trade/cex-orders.ts';
import { EmptyState } from '../../../components/page.tsx';
import { api } from '../../../lib/api/api.ts';
import { fixed, localDateTime } from '../format.ts';
import { useLive } from '../live/live-data.ts';
import { ACCOUNT_POLL_MS, usePosition } from '../live/market-feeds.ts';
import { pairKey, type TradingPair } from '../pair/trading-pair.tsx';

const ROWS = 20;

export function MyTrades({ pair }: { pair: TradingPair }) {
  const { t } = useTranslation('trading');
  const market = usePosition(pair, true).data?.market;
  const { data, failed, retry } = useLive(
    `account|${pairKey(pair)}|fills`,
    () =>
      api.call(cexOrders, {
        kind: 'trades',
        web: pair.web,
        yenUnit1: pair.yenUnit1,
        yenUnit2: pair.yenUnit2,
        page: 1,
        page_size: ROWS,
        utc_offset: -new Date().getTimezoneOffset(),
      }),
    ACCOUNT_POLL_MS * 2,
  );
  const priceDecimals = market?.price_precision ?? 2;
  const amountDecimals = market?.amount_precision ?? 6;
  const trades = data?.trades ?? [];
  return (
    <div data-testid="my-trades">
      {failed && (
        <p className="flex items-center gap-2 text-sm">
          <span className="text-error">{t('orders.failed')}</span>
          <button type="button" className="btn btn-xs" onClick={retry}>
            {t('common:actions.retry')}
          </button>
        </p>
      )}
      <div className="max-h-80 overflow-auto">
        <table className="table table-xs">
          <caption className="sr-only">{t('manual.myTrades')}</caption>
          <thead className="bg-base-200 sticky top-0">
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.side')}</th>
              <th scope="col" className="text-right">
                {t('columns.price')}
              </th>
              <th scope="col" className="text-right">
                {t('columns.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {trades.map((trade) => (
              <tr key={trade.trade_id}>
                <td className="whitespace-nowrap tabular-nums">{localDateTime(trade.time)}</td>
                <td className={trade.side === 'buy' ? 'text-success' : 'text-error'}>{t(`manual.${trade.side}`)}</td>
                <td className="text-right tabular-nums">{fixed(trade.price, priceDecimals)}</td>
                <td className="text-right tabular-nums">{fixed(trade.amount, amountDecimals)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && trades.length === 0 && <EmptyState title={t('orders.noTrades')} />}
    </div>
  );
}
