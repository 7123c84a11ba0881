// The pool's latest swaps (get_recent_trades), newest on top, refreshed like a book: buys green,
// sells red, with the time, the price paid and the base amount.
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmptyState } from '../../../components/page.tsx';
import { ScrollTable } from '../../../components/table-parts.tsx';
import { amountAtAGlance, decimalsSeen, fixed, localDateTime } from '../format.ts';
import { LoadFailed } from '../live/load-failed.tsx';
import { useRecentTrades } from '../live/market-feeds.ts';
import type { DexPair } from '../pair/market-pair.ts';

const SIDE_TONE = { buy: 'text-success', sell: 'text-error' } as const;

export function RecentSwaps({ pair, rows, heightClass }: { pair: DexPair; rows: number; heightClass: string }) {
  const { t } = useTranslation('trading');
  const { data, failed, retry } = useRecentTrades(pair, rows);
  const swaps = data ? [...data.list].reverse() : [];
  const priceDecimals = decimalsSeen(swaps.map((swap) => swap.price));
  return (
    <div className="flex flex-col gap-2" data-testid="recent-swaps">
      {failed && <LoadFailed message={t('dex.swaps.failed')} onRetry={retry} />}
      {!data && !failed && <p className="text-sm opacity-70">{t('book.loading')}</p>}
      {data?.stale && <span className="badge badge-warning badge-sm self-start">{t('ticker.stale')}</span>}
      {data && swaps.length === 0 && <EmptyState title={t('dex.swaps.empty')} />}
      {swaps.length > 0 && (
        <ScrollTable
          caption={t('dex.swaps.title')}
          heightClass={heightClass}
          columns={[
            { label: t('columns.time') },
            { label: t('book.price', { coin: pair.yenUnit2 }), numeric: true },
            { label: t('book.amount', { coin: pair.yenUnit1 }), numeric: true },
          ]}
        >
          {swaps.map((swap) => (
            <tr key={swap.id} data-testid="recent-swap" data-id={swap.id} data-side={swap.side ?? ''}>
              <td className="tabular-nums opacity-70">{localDateTime(swap.time).slice(11)}</td>
              <td className={`text-right tabular-nums ${swap.side ? SIDE_TONE[swap.side] : ''}`}>
                {swap.side && <span className="sr-only">{t(`manual.${swap.side}`)} </span>}
                {fixed(swap.price, priceDecimals)}
              </td>
              <td className="text-right tabular-nums">{amountAtAGlance(swap.amount)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </div>
  );
}
