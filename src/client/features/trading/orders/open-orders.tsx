// The pair's open orders on the bound account, kept current; cancel one, or all after a
// confirmation.
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { tradeCancel } from '../../../../shared/contracts/trade/trade-cancel.ts';
import { confirmDialog, showToast } from '../../../components/feedback/feedback-atoms.ts';
import { EmptyState } from '../../../components/page.tsx';
import { api } from '../../../lib/api/api.ts';
import { fixed, localDateTime } from '../format.ts';
import { LoadFailed } from '../live/load-failed.tsx';
import { refreshAccountData, useOpenOrders, usePosition } from '../live/market-feeds.ts';
import { pairLabel, pairPayload, type CexPair } from '../pair/market-pair.ts';
import { ScrollTable } from '../../../components/table-parts.tsx';
import { SideCell } from './table-parts.tsx';

export function OpenOrders({ pair }: { pair: CexPair }) {
  const { t } = useTranslation('trading');
  const { data, failed, retry } = useOpenOrders(pair, true);
  const market = usePosition(pair, true).data?.market;
  const [busy, setBusy] = useState<string | null>(null);
  const priceDecimals = market?.price_precision ?? 2;
  const amountDecimals = market?.amount_precision ?? 6;
  const orders = data?.orders ?? [];

  const cancel = async (orderId: string | null) => {
    if (orderId === null && !(await confirmDialog(t('orders.cancelAllConfirm', { count: orders.length, pair: pairLabel(pair) })))) return;
    setBusy(orderId ?? 'all');
    try {
      await api.call(
        tradeCancel,
        { ...pairPayload(pair), ...(orderId ? { order_id: orderId } : {}) },
        { web: pair.web, currencyPair: pairLabel(pair) },
      );
      showToast(t(orderId ? 'orders.cancelled' : 'orders.allCancelled'), 3000, 'success');
    } catch {
      // the api client has shown why
    } finally {
      setBusy(null);
      refreshAccountData();
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="open-orders" data-tour="open-orders">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button
          type="button"
          className="btn btn-xs btn-outline btn-error"
          disabled={orders.length === 0 || busy !== null}
          onClick={() => void cancel(null)}
        >
          {t('orders.cancelAll')}
        </button>
      </div>
      {failed && <LoadFailed message={t('orders.failed')} onRetry={retry} />}
      <ScrollTable
        caption={t('manual.openOrders')}
        heightClass="max-h-96"
        columns={[
          { label: t('columns.time') },
          { label: t('columns.side') },
          { label: t('columns.type') },
          { label: t('columns.price'), numeric: true },
          { label: t('columns.amount'), numeric: true },
          { label: t('columns.filled'), numeric: true },
          { label: t('columns.actions'), hidden: true },
        ]}
      >
        {orders.map((order) => (
          <tr key={order.order_id} data-testid="open-order" data-order-id={order.order_id}>
            <td className="whitespace-nowrap tabular-nums">{order.time ? localDateTime(order.time) : '–'}</td>
            <SideCell side={order.side} />
            <td>{t(`orderTypes.${order.type === 'market' ? 'market' : 'limit'}`)}</td>
            <td className="text-right tabular-nums">{fixed(order.price, priceDecimals)}</td>
            <td className="text-right tabular-nums">{fixed(order.amount, amountDecimals)}</td>
            <td className="text-right tabular-nums">{fixed(order.filled, amountDecimals)}</td>
            <td className="text-right">
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                disabled={busy !== null}
                aria-label={t('orders.cancelOne', { side: t(`manual.${order.side}`), price: fixed(order.price, priceDecimals) })}
                onClick={() => void cancel(order.order_id)}
              >
                <X aria-hidden="true" className="size-3" />
                {t('orders.cancel')}
              </button>
            </td>
          </tr>
        ))}
      </ScrollTable>
      {data && orders.length === 0 && <EmptyState title={t('orders.empty')} />}
      {!data && !failed && <p className="text-sm opacity-70">{t('book.loading')}</p>}
    </div>
  );
}
