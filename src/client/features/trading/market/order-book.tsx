// The live order book of the chosen pair, with grouping into larger price steps (the tick times
// 10, 100, 1000). Clicking a price puts it in the order form.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { decimalsOf } from '../../../../shared/trade/decimals.ts';
import { decimalsSeen } from '../format.ts';
import { LoadFailed } from '../live/load-failed.tsx';
import { useBook } from '../live/market-feeds.ts';
import { pairKey, type TradingPair } from '../pair/market-pair.ts';
import { pickPrice } from '../trading-events.ts';
import { OrderBookView } from './order-book-view.tsx';

const GROUPINGS = [1, 10, 100, 1000] as const;

export function OrderBook({
  pair,
  rows,
  priceStep,
  amountDecimals,
}: {
  pair: TradingPair;
  rows: number;
  priceStep: number | null;
  amountDecimals: number | null;
}) {
  const { t } = useTranslation('trading');
  const [grouping, setGrouping] = useState<(typeof GROUPINGS)[number]>(1);
  // A grouping belongs to its market: switching pairs starts ungrouped.
  const [groupedFor, setGroupedFor] = useState(pairKey(pair));
  if (groupedFor !== pairKey(pair)) {
    setGroupedFor(pairKey(pair));
    setGrouping(1);
  }
  const step = priceStep && grouping > 1 ? Number((priceStep * grouping).toFixed(decimalsOf(priceStep))) : null;
  const { data, failed, retry } = useBook(pair, step ? rows * 4 : rows, step);
  const priceDecimals = step
    ? decimalsOf(step)
    : priceStep
      ? decimalsOf(priceStep)
      : data
        ? decimalsSeen(data.bids.map((level) => level[0]))
        : 2;
  const sizeDecimals =
    amountDecimals ??
    (data
      ? decimalsSeen(
          data.bids.map((level) => level[1]),
          6,
        )
      : 4);
  const labels = useMemo(
    () => ({
      price: t('book.price', { coin: pair.yenUnit2 }),
      amount: t('book.amount', { coin: pair.yenUnit1 }),
      total: t('book.total'),
      spread: t('book.spread'),
      asks: t('book.asks'),
      bids: t('book.bids'),
    }),
    [t, pair.yenUnit1, pair.yenUnit2],
  );
  return (
    <div className="flex flex-col gap-2" data-updated={data?.updated_at ?? ''}>
      <div className="flex items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-xs">
          {t('book.grouping')}
          <select
            className="select select-xs w-28"
            value={grouping}
            disabled={!priceStep}
            onChange={(event) => setGrouping(Number(event.target.value) as (typeof GROUPINGS)[number])}
          >
            {GROUPINGS.map((factor) => (
              <option key={factor} value={factor}>
                {priceStep ? Number((priceStep * factor).toFixed(decimalsOf(priceStep))) : '–'}
              </option>
            ))}
          </select>
        </label>
        {data?.stale && <span className="badge badge-warning badge-sm">{t('ticker.stale')}</span>}
      </div>
      {failed && <LoadFailed message={t('book.failed')} onRetry={retry} />}
      {!data && !failed && <p className="text-sm opacity-70">{t('book.loading')}</p>}
      {data && (
        <OrderBookView
          bids={data.bids}
          asks={data.asks}
          rows={rows}
          priceDecimals={priceDecimals}
          amountDecimals={sizeDecimals}
          labels={labels}
          onPick={pickPrice}
        />
      )}
    </div>
  );
}
