// Positions / holdings of the pair on the bound account: each coin's available and in-order
// amounts, and their value in the quote coin at the last price.
import { useTranslation } from 'react-i18next';
import { fixed } from '../format.ts';
import { usePosition } from '../live/market-feeds.ts';
import type { TradingPair } from '../pair/trading-pair.tsx';

export function Holdings({ pair }: { pair: TradingPair }) {
  const { t } = useTranslation('trading');
  const { data, failed, retry } = usePosition(pair, true);
  const last = data?.last_price ?? null;
  const amountDecimals = data?.market.amount_precision ?? 6;
  return (
    <div className="overflow-x-auto" data-testid="holdings">
      {failed && (
        <p className="flex items-center gap-2 text-sm">
          <span className="text-error">{t('orders.failed')}</span>
          <button type="button" className="btn btn-xs" onClick={retry}>
            {t('common:actions.retry')}
          </button>
        </p>
      )}
      <table className="table table-xs">
        <caption className="sr-only">{t('manual.positions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.asset')}</th>
            <th scope="col" className="text-right">
              {t('columns.available')}
            </th>
            <th scope="col" className="text-right">
              {t('columns.frozen')}
            </th>
            <th scope="col" className="text-right">
              {t('columns.valueIn', { coin: pair.yenUnit2 })}
            </th>
          </tr>
        </thead>
        <tbody>
          {(data?.balances ?? []).map((entry) => {
            const isQuote = entry.currency === pair.yenUnit2;
            const decimals = isQuote ? 2 : amountDecimals;
            const value = isQuote ? entry.total : last !== null ? entry.total * last : null;
            return (
              <tr key={entry.currency} data-testid={`holding-${entry.currency}`}>
                <td className="font-medium">{entry.currency}</td>
                <td className="text-right tabular-nums">{fixed(entry.free, decimals)}</td>
                <td className="text-right tabular-nums">{fixed(entry.locked, decimals)}</td>
                <td className="text-right tabular-nums">{fixed(value, 2)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
