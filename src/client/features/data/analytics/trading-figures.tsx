// What was traded over a span as five figures: bought and sold volume (with the coin amounts behind
// them when one market is picked), fills, fees and realised profit, in the overview's unit.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TradingFigures as Figures } from '../../../../shared/contracts/data/fields.ts';
import { FigureTile } from '../figure-tile.tsx';
import { toneOf, useFigureFormat } from '../format.ts';

export function TradingFigures({ figures, unit, base, testId }: { figures: Figures; unit: string; base: string | null; testId: string }) {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  const amount = (value: number) => (base ? t('analytics.amountHint', { amount: format.amount(value), coin: base }) : undefined);
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-5" data-testid={testId}>
      <FigureTile
        label={t('analytics.figures.bought')}
        value={format.value(figures.buy_volume)}
        unit={unit}
        hint={amount(figures.buy_amount)}
        testId="figure-bought"
      />
      <FigureTile
        label={t('analytics.figures.sold')}
        value={format.value(figures.sell_volume)}
        unit={unit}
        hint={amount(figures.sell_amount)}
        testId="figure-sold"
      />
      <FigureTile label={t('analytics.figures.fills')} value={format.count(figures.fills)} testId="figure-fills" />
      <FigureTile label={t('analytics.figures.fees')} value={format.value(figures.fees)} unit={unit} testId="figure-fees" />
      <FigureTile
        label={t('analytics.figures.profit')}
        value={format.signedValue(figures.realised_profit)}
        unit={unit}
        tone={toneOf(figures.realised_profit)}
        testId="figure-profit"
      />
    </div>
  );
}
