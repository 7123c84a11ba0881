// The market picker's value: '' for the total across every market, or one traded market written
// as "web|BASE|QUOTE" (a select's value is text). The request carries all three fields or none.
import type { TradedMarket } from '../../../../shared/contracts/data/fields.ts';

export interface MarketFilter {
  web?: string;
  yenUnit1?: string;
  yenUnit2?: string;
}

export const TOTAL = '';

export const marketValue = (market: Pick<TradedMarket, 'web' | 'yenUnit1' | 'yenUnit2'>): string =>
  `${market.web}|${market.yenUnit1}|${market.yenUnit2}`;

/** The request fields of a picked value; the total (or anything unreadable) asks for none. */
export function marketFilter(value: string): MarketFilter {
  const [web, yenUnit1, yenUnit2, ...rest] = value.split('|');
  if (!web || !yenUnit1 || !yenUnit2 || rest.length > 0) return {};
  return { web, yenUnit1, yenUnit2 };
}

/** The picked value while the list still offers it; the total once it no longer does. */
export function keptChoice(value: string, markets: readonly TradedMarket[]): string {
  return value === TOTAL || markets.some((market) => marketValue(market) === value) ? value : TOTAL;
}

/** A venue's display name by its id, from the markets the overview lists (the id when unknown). */
export function venueNames(markets: readonly TradedMarket[]): (web: string) => string {
  const names = new Map(markets.map((market) => [market.web, market.web_name]));
  return (web) => names.get(web) ?? web;
}
