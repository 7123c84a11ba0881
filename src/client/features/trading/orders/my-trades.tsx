// The user's latest fills on the pair (the venues' public trade tape is not offered by the server;
// these are the user's own trades from the order history), kept current.
import { useTranslation } from '../../../lib/use-translation.ts';
import { cexOrders } from '../../../../shared/contracts/trade/cex-orders.ts';
import { EmptyState } from '../../../components/page.tsx';
import { api } from '../../../lib/api/api.ts';
import { fixed, localDateTime } from '../format.ts';
import { useLive } from '../../../lib/live-data.ts';
import { LoadFailed } from '../live/load-failed.tsx';
import { ACCOUNT_POLL_MS, usePosition } from '../live/market-feeds.ts';
import { pairKey, type CexPair } from '../pair/market-pair.ts';
import { ScrollTable } from '../../../components/table-parts.tsx';
import { SideCell } from './table-parts.tsx';

const ROWS = 20;

export function MyTrades({ pair }: { pair: CexPair }) {
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
      {failed && <LoadFailed message={t('orders.failed')} onRetry={retry} />}
      <ScrollTable
        caption={t('manual.myTrades')}
        heightClass="max-h-80"
        columns={[
          { label: t('columns.time') },
          { label: t('columns.side') },
          { label: t('columns.price'), numeric: true },
          { label: t('columns.amount'), numeric: true },
        ]}
      >
        {trades.map((trade) => (
          <tr key={trade.trade_id}>
            <td className="whitespace-nowrap tabular-nums">{localDateTime(trade.time)}</td>
            <SideCell side={trade.side} />
            <td className="text-right tabular-nums">{fixed(trade.price, priceDecimals)}</td>
            <td className="text-right tabular-nums">{fixed(trade.amount, amountDecimals)}</td>
          </tr>
        ))}
      </ScrollTable>
      {data && trades.length === 0 && <EmptyState title={t('orders.noTrades')} />}
    </div>
  );
}
