// A market's precisions and limits as the order forms and the batch planner use them. The venue's
// market list is read once per connector and kept for 10 minutes (steps rarely change).
import type { CcxtConnector } from '../../../engine/connectors/ccxt-connector.ts';
import type { MarketInfo } from '../../../engine/connectors/types.ts';
import type { MarketRules } from '../../../shared/contracts/trade/fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { decimalsOf } from '../../../shared/trade/decimals.ts';
import { ApiError } from '../../http/api-error.ts';
import { viaVenue } from '../markets/venue-failure.ts';

const KEEP_MS = 10 * 60_000;
const cache = new WeakMap<CcxtConnector, { at: number; markets: Map<string, MarketInfo> }>();

export async function marketRulesOf(connector: CcxtConnector, symbol: string, now = Date.now()): Promise<MarketRules> {
  let entry = cache.get(connector);
  if (!entry || now - entry.at > KEEP_MS) {
    const markets = await viaVenue(() => connector.loadMarkets());
    entry = { at: now, markets: new Map(markets.map((market) => [market.symbol, market])) };
    cache.set(connector, entry);
  }
  const market = entry.markets.get(symbol);
  if (!market?.active) throw new ApiError(CODE.unknownMarket);
  return {
    symbol,
    price_step: market.priceStep,
    amount_step: market.amountStep,
    price_precision: market.priceStep ? decimalsOf(market.priceStep) : 8,
    amount_precision: market.amountStep ? decimalsOf(market.amountStep) : 8,
    min_amount: market.minAmount,
    min_cost: market.minCost,
  };
}
