// The window's figures spot and futures apart (a pair's perpetual counted on its own, with its own
// realised P&L), shown once the user has traded futures: a table on a wide screen, a card per kind
// on a phone. The sums above it are both together.
import { useTranslation } from '../../../lib/use-translation.ts';
import { MARKET_KINDS, type MarketKindName } from '../../../../shared/contracts/data/fields.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { FigureCard } from '../figure-card.tsx';
import { toneOf, useFigureFormat } from '../format.ts';
import type { DataOverview } from './use-analytics.ts';

/** Whether the window holds futures trading (else every figure is spot and the split says nothing). */
export const tradedFutures = (overview: DataOverview) => overview.by_market_kind.futures.window.fills > 0;

export function MarketKindTable({ overview }: { overview: DataOverview }) {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  const unit = overview.unit;
  const nameOf = (kind: MarketKindName) => t(`common:venue.${kind}`);
  const figuresOf = (kind: MarketKindName) => overview.by_market_kind[kind].window;
  return (
    <>
      <DataTable
        caption={t('analytics.byMarketKind')}
        nowrapHeads
        frameClassName="hidden overflow-x-auto md:block"
        testId="window-by-market-kind"
        columns={[
          { label: t('analytics.marketKind') },
          { label: t('analytics.botColumns.bought', { unit }), numeric: true },
          { label: t('analytics.botColumns.sold', { unit }), numeric: true },
          { label: t('analytics.botColumns.fills'), numeric: true },
          { label: t('analytics.botColumns.fees', { unit }), numeric: true },
          { label: t('analytics.botColumns.profit', { unit }), numeric: true },
        ]}
      >
        {MARKET_KINDS.map((kind) => {
          const figures = figuresOf(kind);
          return (
            <tr key={kind} data-kind={kind}>
              <th scope="row" className="font-medium whitespace-nowrap">
                {nameOf(kind)}
              </th>
              <td className="text-right tabular-nums">{format.value(figures.buy_volume)}</td>
              <td className="text-right tabular-nums">{format.value(figures.sell_volume)}</td>
              <td className="text-right tabular-nums">{format.count(figures.fills)}</td>
              <td className="text-right tabular-nums">{format.value(figures.fees)}</td>
              <td className={`text-right tabular-nums ${toneOf(figures.realised_profit)}`}>
                {format.signedValue(figures.realised_profit)}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="window-by-market-kind-cards">
        {MARKET_KINDS.map((kind) => {
          const figures = figuresOf(kind);
          return (
            <FigureCard
              key={kind}
              title={nameOf(kind)}
              headline={
                <span className={toneOf(figures.realised_profit)}>
                  {format.signedValue(figures.realised_profit)} <span className="text-xs font-normal opacity-60">{unit}</span>
                </span>
              }
              figures={[
                { label: t('analytics.figures.bought'), value: format.value(figures.buy_volume) },
                { label: t('analytics.figures.sold'), value: format.value(figures.sell_volume) },
                { label: t('analytics.figures.fills'), value: format.count(figures.fills) },
                { label: t('analytics.figures.fees'), value: format.value(figures.fees) },
              ]}
            />
          );
        })}
      </ul>
    </>
  );
}
