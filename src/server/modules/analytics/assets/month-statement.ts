// One month of /property's statement: opening and closing value from the month's first and last
// snapshot (per source at those two times, so the venues add up to the total), deposits and
// withdrawals, and the trading result by venue and by bot from trade_hourly, converted from each
// market's quote currency to USDT. A month without snapshots has no statement.
import type { AssetStatement } from '../../../../shared/contracts/data/get-asset-statements.ts';
import type { VenueServices } from '../../../venues/venue-services.ts';
import type { AssetServices } from './asset-services.ts';
import { MonthPrices } from './month-prices.ts';
import type { ReportMonth } from './report-months.ts';
import { type SourceKey, sourceKeyOf, sourceName } from './sources.ts';
import type { MarketResult, TradeHourlyRepository } from './trade-hourly-repository.ts';
import { flowsBetween, type ValuedTransfer } from './transfer-flows.ts';

type VenueLine = AssetStatement['by_venue'][number];
type BotLine = AssetStatement['by_bot'][number];

export async function monthStatement(
  s: AssetServices,
  trades: TradeHourlyRepository,
  userId: number,
  month: ReportMonth,
  transfers: readonly ValuedTransfer[],
): Promise<AssetStatement | null> {
  const span = await s.snapshots.span(userId, new Date(month.start), new Date(month.end));
  if (!span) return null;
  const prices = await MonthPrices.at(s, userId, span.last);
  const [values, results] = await Promise.all([
    s.snapshots.sourceValuesAt(userId, [span.first, span.last]),
    trades.results(userId, new Date(month.start), new Date(month.end)),
  ]);
  const flows = flowsBetween(transfers, month.start, month.end);

  const venues = new Map<string, VenueLine>();
  const lineOf = (key: SourceKey): VenueLine => {
    const id = sourceKeyOf(key);
    let line = venues.get(id);
    if (!line) {
      line = {
        source_type: key.sourceType,
        source: key.source,
        name: sourceName(s.deps.venues, key),
        opening_usdt: 0,
        closing_usdt: 0,
        trading_result_usdt: 0,
      };
      venues.set(id, line);
    }
    return line;
  };
  for (const value of values) {
    // The first and last snapshot are the same one in a month that has only one.
    if (value.takenAt === span.first.getTime()) lineOf(value).opening_usdt += value.valueUsdt;
    if (value.takenAt === span.last.getTime()) lineOf(value).closing_usdt += value.valueUsdt;
  }

  const bots = new Map<string, BotLine>();
  for (const result of results) {
    const market = marketSource(s.deps.venues, result);
    const quoteUsdt = (await prices.of(market, result.quote, market.quotePriceKey)) ?? 0;
    const realised = result.realisedProfit * quoteUsdt;
    lineOf(market).trading_result_usdt += realised;
    if (result.botId === 0) continue;
    const id = `${result.botId}|${result.web}|${result.base}|${result.quote}`;
    const bot = bots.get(id) ?? {
      bot_id: result.botId,
      kind: result.kind,
      web: result.web,
      yenUnit1: result.base,
      yenUnit2: result.quote,
      volume_usdt: 0,
      trading_result_usdt: 0,
    };
    bot.volume_usdt += result.volume * quoteUsdt;
    bot.trading_result_usdt += realised;
    bots.set(id, bot);
  }

  const byVenue = [...venues.values()].sort((a, b) => b.closing_usdt - a.closing_usdt);
  const sumOf = (pick: (line: VenueLine) => number) => byVenue.reduce((total, line) => total + pick(line), 0);
  return {
    month: month.month,
    opening_usdt: sumOf((line) => line.opening_usdt),
    closing_usdt: sumOf((line) => line.closing_usdt),
    deposits_usdt: flows.depositsUsdt,
    withdrawals_usdt: flows.withdrawalsUsdt,
    trading_result_usdt: sumOf((line) => line.trading_result_usdt),
    by_venue: byVenue,
    by_bot: [...bots.values()].sort((a, b) => a.bot_id - b.bot_id),
  };
}

/**
 * Where a market's trades happened, as a source: an exchange is its own source; a DEX venue's
 * trades belong to the wallets on its chain. Also how the live pricer names the quote there.
 */
function marketSource(venues: VenueServices, result: MarketResult): SourceKey & { quotePriceKey: string } {
  const dex = venues.dex.get(result.web);
  if (!dex) return { sourceType: 'cex', source: result.web, quotePriceKey: result.quote };
  const quote = dex.tokens.find((token) => token.symbol === result.quote);
  return { sourceType: 'dex', source: dex.chain.key, quotePriceKey: quote?.address.toLowerCase() ?? result.quote };
}
