// "Pool depth", in place of an order book on a DEX pair: a pool has no orders, only a curve of how
// far each swap size moves its price. Shown as a chart and as figures, from the pool's live depth
// curve (get_pankou), refreshed like a book.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fixed, decimalsSeen } from '../format.ts';
import { LoadFailed } from '../live/load-failed.tsx';
import { usePoolDepth } from '../live/market-feeds.ts';
import type { DexPair } from '../pair/market-pair.ts';
import { depthCurve, nearLevels } from './depth-curve.ts';
import { DepthChart } from './depth-chart.tsx';
import { DepthTable } from './depth-table.tsx';

/** Levels a side shown until "Show all levels": the server's ladder reaches about ±10% by then, where a trader looks. */
const NEAR_LEVELS = 8;

export function PoolDepth({ pair, chartHeight }: { pair: DexPair; chartHeight: number }) {
  const { t } = useTranslation('trading');
  const { data, failed, retry } = usePoolDepth(pair);
  const [all, setAll] = useState(false);
  const whole = useMemo(() => (data ? depthCurve(data.bids, data.asks) : null), [data]);
  const curve = useMemo(() => (whole && !all ? nearLevels(whole, NEAR_LEVELS) : whole), [whole, all]);
  const more = whole !== null && Math.max(whole.asks.length, whole.bids.length) > NEAR_LEVELS;
  const priceDecimals = data ? decimalsSeen([...data.bids, ...data.asks].map((level) => level[0])) : 2;
  return (
    <div className="flex flex-col gap-3" data-testid="pool-depth" data-updated={data?.updated_at ?? ''}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="opacity-70">{t('dex.depth.hint')}</span>
        {curve?.poolPrice != null && (
          <span className="tabular-nums" data-testid="pool-price">
            {t('dex.depth.poolPrice', { price: fixed(curve.poolPrice, priceDecimals), coin: pair.yenUnit2 })}
          </span>
        )}
        {data?.stale && <span className="badge badge-warning badge-sm">{t('ticker.stale')}</span>}
      </div>
      {failed && <LoadFailed message={t('dex.depth.failed')} onRetry={retry} />}
      {!data && !failed && <p className="text-sm opacity-70">{t('book.loading')}</p>}
      {curve && curve.poolPrice === null && <p className="text-sm opacity-70">{t('dex.depth.empty')}</p>}
      {curve && curve.poolPrice !== null && (
        <>
          <DepthChart curve={curve} height={chartHeight} base={pair.yenUnit1} />
          <DepthTable curve={curve} pair={pair} />
          {more && (
            <button type="button" className="btn btn-xs btn-ghost self-start" aria-expanded={all} onClick={() => setAll(!all)}>
              {t(all ? 'dex.depth.fewer' : 'dex.depth.all')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
