// The ticker line: last price, 24 h change, high, low and volume of the chosen pair.
import { useTranslation } from '../../../lib/use-translation.ts';
import { fixed, compactNumber, decimalsSeen } from '../format.ts';
import { useCandles } from '../live/market-feeds.ts';
import type { TradingPair } from '../pair/market-pair.ts';
import { tickerOf } from './ticker.ts';

export function TickerLine({ pair, priceDecimals }: { pair: TradingPair; priceDecimals: number | null }) {
  const { t } = useTranslation('trading');
  const { data } = useCandles(pair, '1h', 24);
  const ticker = data ? tickerOf(data.candles) : null;
  const decimals = priceDecimals ?? (data ? decimalsSeen(data.candles.map((candle) => candle[4])) : 2);
  const up = (ticker?.changePercent ?? 0) >= 0;
  const item = (label: string, value: string, testId: string, tone = '') => (
    <div className="flex flex-col">
      <span className="text-xs opacity-60">{label}</span>
      <span className={`font-medium tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </span>
    </div>
  );
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2" data-testid="ticker-line">
      <div className="flex flex-col">
        <span className="text-lg font-semibold">
          {pair.yenUnit1}/{pair.yenUnit2}
        </span>
        <span className="text-xs opacity-60">{pair.exchange}</span>
      </div>
      {item(t('ticker.last'), fixed(ticker?.last, decimals), 'ticker-last', up ? 'text-success' : 'text-error')}
      {item(
        t('ticker.change'),
        ticker ? `${up ? '+' : ''}${ticker.changePercent.toFixed(2)}%` : '–',
        'ticker-change',
        up ? 'text-success' : 'text-error',
      )}
      {item(t('ticker.high'), fixed(ticker?.high, decimals), 'ticker-high')}
      {item(t('ticker.low'), fixed(ticker?.low, decimals), 'ticker-low')}
      {item(t('ticker.volume', { coin: pair.yenUnit1 }), ticker ? compactNumber(ticker.volume) : '–', 'ticker-volume')}
      {data?.stale && <span className="badge badge-warning badge-sm">{t('ticker.stale')}</span>}
    </div>
  );
}
