// One valuation's prices: each (source, asset) priced once, so every user in a snapshot run, or
// every row of one /realTimeData answer, is valued at the same price of a market.
import type { SourceHoldings } from './source-holdings.ts';
import { sourceKeyOf } from './sources.ts';
import type { UsdtPricer } from './usdt-pricer.ts';
import { type Valued, valueHoldings } from './valuation.ts';

export type ValuedSource = Omit<SourceHoldings, 'holdings'> & { holdings: Valued<SourceHoldings['holdings'][number]>[] };

export function sourceValuer(pricer: UsdtPricer): (source: SourceHoldings) => Promise<ValuedSource> {
  const prices = new Map<string, Promise<number | null>>();
  const priceOf = (source: SourceHoldings, priceKey: string) => {
    const key = `${sourceKeyOf(source)}|${priceKey}`;
    let price = prices.get(key);
    if (!price) {
      price = source.sourceType === 'cex' ? pricer.cex(source.source, priceKey) : pricer.dex(source.source, priceKey);
      prices.set(key, price);
    }
    return price;
  };
  return async (source) => ({ ...source, holdings: await valueHoldings(source.holdings, (holding) => priceOf(source, holding.priceKey)) });
}
