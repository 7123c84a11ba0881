// The pair's open orders on the bound account, kept current; cancel one, or all after a
// confirmation.
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeCancel } from '../../../../shared/contracts/trade/trade-cancel.ts';
import { confirmDialog, showToast } from '../../../components/feedback/feedback-atoms.ts';
import { EmptyState } from '../../../components/page.tsx';
import { api } from '../../../lib/api/api.ts';
import { fixed, localDateTime } from '../format.ts';
import { refreshAccountData, useOpenOrders, usePosition } from '../live/market-feeds.ts';
import { pairLabel, pairPayload, type TradingPair } from '../pair/trading-pair.tsx';

export function OpenOrders({ pair }: { pair: TradingPair }) {
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
    <div className="flex flex-col gap-2" data-testid="open-orders">
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
      {failed && (
        <p className="flex items-center gap-2 text-sm">
          <span className="text-error">{t('orders.failed')}</span>
          <button type="button" className="btn btn-xs" onClick={retry}>
            {t('common:actions.retry')}
          </button>
        </p>
      )}
      <div className="max-h-96 overflow-auto">
        <table className="table table-xs">
          <caption className="sr-only">{t('manual.openOrders')}</caption>
          <thead className="bg-base-200 sticky top-0">
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.side')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col" className="text-right">
                {t('columns.price')}
              </th>
              <th scope="col" className="text-right">
                {t('columns.amount')}
              </th>
              <th scope="col" className="text-right">
                {t('columns.filled')}
              </th>
              <th scope="col">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.order_id} data-testid="open-order" data-order-id={order.order_id}>
                <td className="whitespace-nowrap tabular-nums">{order.time ? localDateTime(order.time) : '–'}</td>
                <td className={order.side === 'buy' ? 'text-success' : 'text-error'}>{t(`manual.${order.side}`)}</td>
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
          </tbody>
        </table>
      </div>
      {data && orders.length === 0 && <EmptyState title={t('orders.empty')} />}
      {!data && !failed && <p className="text-sm opacity-70">{t('book.loading')}</p>}
    </div>
  );
}
