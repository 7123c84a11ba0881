// The watched account's own futures trades. Venues answer trades per market (Binance USD-M's
// userTrades needs a symbol), so the markets asked are those the account has positions on and
// those the console placed futures orders on for the user there, at most MAX_MARKETS of them, and
// of each the latest TRADES_PER_MARKET trades. The list is newest first.
import type { OwnTrade } from '../../../../engine/connectors/types.ts';
import type { RiskTradeView } from '../../../../shared/contracts/futures/risk-user-fields.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import type { FuturesAccount } from '../futures-accounts.ts';
import { failureCodeOf } from './risk-figures.ts';
import { yenUnitsOf } from '../../../../engine/connectors/venue-definition.ts';

export const MAX_MARKETS = 20;
export const TRADES_PER_MARKET = 200;

export function tradeViewOf(trade: OwnTrade): RiskTradeView {
  return {
    id: trade.id,
    order_id: trade.orderId,
    ...yenUnitsOf(trade.symbol),
    side: trade.side,
    price: trade.price,
    amount: trade.amount,
    cost: trade.cost,
    fee: trade.fee?.cost ?? null,
    fee_coin: trade.fee?.currency ?? null,
    maker: trade.maker,
    timestamp: trade.timestamp,
  };
}

/** Newest first; trades of one moment by id, so a page boundary does not move between reads. */
export function newestFirst(trades: readonly OwnTrade[]): OwnTrade[] {
  return [...trades].sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id, 'en', { numeric: true }));
}

/** The perpetual symbols to ask: the positions' first, then the console's orders', without repeats. */
export function marketsToRead(positionSymbols: readonly string[], ordered: ReadonlyArray<{ base: string; quote: string }>): string[] {
  const symbols = [...positionSymbols, ...ordered.map(({ base, quote }) => `${base}/${quote}:${quote}`)];
  return [...new Set(symbols)].slice(0, MAX_MARKETS);
}

/**
 * Reads the trades of the markets. A market the venue no longer lists is left out; any other
 * failure fails the read (a list silently missing a market's trades would mislead).
 */
export async function readTrades(account: Pick<FuturesAccount, 'connector'>, symbols: readonly string[]): Promise<OwnTrade[]> {
  const results = await Promise.allSettled(symbols.map((symbol) => account.connector.fetchMyTrades(symbol, { limit: TRADES_PER_MARKET })));
  const failed = results.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected' && failureCodeOf(result.reason) !== CODE.unknownMarket,
  );
  if (failed) throw failed.reason;
  return results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
