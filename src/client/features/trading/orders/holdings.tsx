// Positions / holdings of the pair on the bound account: each coin's available and in-order
// amounts, and their value in the quote coin at the last price.
import { useTranslation } from '../../../lib/use-translation.ts';
import { fixed } from '../format.ts';
import { LoadFailed } from '../live/load-failed.tsx';
import { usePosition } from '../live/market-feeds.ts';
import type { CexPair } from '../pair/market-pair.ts';
import { ColumnHeads } from '../../../components/table-parts.tsx';

export function Holdings({ pair }: { pair: CexPair }) {
  const { t } = useTranslation('trading');
  const { data, failed, retry } = usePosition(pair, true);
  const last = data?.last_price ?? null;
  const amountDecimals = data?.market.amount_precision ?? 6;
  return (
    <div className="overflow-x-auto" data-testid="holdings">
      {failed && <LoadFailed message={t('orders.failed')} onRetry={retry} />}
      <table className="table table-xs">
        <caption className="sr-only">{t('manual.positions')}</caption>
        <ColumnHeads
          columns={[
            { label: t('columns.asset') },
            { label: t('columns.available'), numeric: true },
            { label: t('columns.frozen'), numeric: true },
            { label: t('columns.valueIn', { coin: pair.yenUnit2 }), numeric: true },
          ]}
        />
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
