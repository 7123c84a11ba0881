// Which market /data shows: the total across every market (valued in USDT), or one market the user
// has traded in the last 3 months (in its quote currency).
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TradedMarket } from '../../../../shared/contracts/data/fields.ts';
import { marketValue, TOTAL } from './market-choice.ts';

export function MarketPicker({
  value,
  markets,
  onChange,
}: {
  value: string;
  markets: readonly TradedMarket[];
  onChange(value: string): void;
}) {
  const { t } = useTranslation('data');
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium">
        {t('analytics.marketLabel')}
      </label>
      <select
        id={id}
        className="select select-sm w-full min-w-0 sm:w-72"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="market-picker"
      >
        <option value={TOTAL}>{t('analytics.total')}</option>
        {markets.map((market) => (
          <option key={marketValue(market)} value={marketValue(market)}>
            {t('markets.name', { venue: market.web_name, base: market.yenUnit1, quote: market.yenUnit2 })}
          </option>
        ))}
      </select>
    </div>
  );
}
