// /Data/get_data_overview (spec §2 /data): today, today by bot, and the last 7/15/30 days day by
// day, read from the hourly rollup and cut into days at the reader's midnight. One market's figures
// are in its quote; the total adds every market's in USDT (usdt-prices.ts says how each quote is
// valued). Spot and futures (a pair's perpetual) are summed together and also answered apart.
import { getDataOverview, type MarketKindName, type TradingFigures } from '../../../../shared/contracts/data/index.ts';
import { HISTORY_DAYS } from '../../../../shared/contracts/trade/fields.ts';
import { answer } from '../../../http/call-registry.ts';
import { userIdOf } from '../../markets/favourites.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import type { UsdtPricer } from '../assets/usdt-pricer.ts';
import { dayWindow } from './day-window.ts';
import { addFigures, volumeOf, zeroFigures } from './figures.ts';
import type { Market, TradingRepository } from './trading-repository.ts';
import { usdtPrices } from './usdt-prices.ts';

const DAY_MS = 86_400_000;

/** The rollup's market kind ('swap': the pair's perpetual) as the answer names it. */
const marketKindName = (stored: string): MarketKindName => (stored === 'swap' ? 'futures' : 'spot');

/** The venues each quote was traded on, where its USDT ticker is looked for. */
function venuesByQuote(markets: Market[]): Map<string, string[]> {
  const byQuote = new Map<string, string[]>();
  for (const market of markets) byQuote.set(market.quote, [...(byQuote.get(market.quote) ?? []), market.web]);
  return byQuote;
}

export const getDataOverviewCall = (deps: Pick<AnalyticsDeps, 'venues' | 'now'>, repository: TradingRepository, pricer: UsdtPricer) =>
  answer(getDataOverview, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const now = deps.now();
    const window = dayWindow(now, input.utc_offset, input.days);
    const market: Market | undefined =
      input.web && input.yenUnit1 && input.yenUnit2 ? { web: input.web, base: input.yenUnit1, quote: input.yenUnit2 } : undefined;
    const [daily, bots, markets] = await Promise.all([
      repository.dailyByQuote(userId, window, input.utc_offset, market),
      repository.byBot(userId, { from: window.todayFrom, to: window.to }, market),
      repository.tradedMarkets(userId, now - HISTORY_DAYS * DAY_MS),
    ]);
    const prices = market ? null : await usdtPrices(repository, deps.venues, pricer, userId, venuesByQuote(markets), now);
    /** One market's figures are in its own quote already; a total's are valued in USDT. */
    const priceOf = (quote: string) => (prices ? (prices.get(quote) ?? 0) : 1);

    const byDay = new Map<string, TradingFigures>(window.days.map((day) => [day, zeroFigures()]));
    const byKind = { spot: { today: zeroFigures(), window: zeroFigures() }, futures: { today: zeroFigures(), window: zeroFigures() } };
    for (const row of daily) {
      const sum = byDay.get(row.day);
      if (!sum) continue;
      addFigures(sum, row, priceOf(row.quote));
      const kind = byKind[marketKindName(row.marketKind)];
      addFigures(kind.window, row, priceOf(row.quote));
      if (row.day === window.today) addFigures(kind.today, row, priceOf(row.quote));
    }
    const days = window.days.map((day) => ({ day, ...byDay.get(day)! }));
    return {
      unit: market?.quote ?? 'USDT',
      today: byDay.get(window.today)!,
      today_by_bot: bots
        .map((row) => ({
          ...addFigures(zeroFigures(), row, priceOf(row.quote)),
          bot_id: row.bot_id,
          kind: row.kind,
          web: row.web,
          yenUnit1: row.base,
          yenUnit2: row.quote,
          market_kind: marketKindName(row.marketKind),
        }))
        .sort((a, b) => volumeOf(b) - volumeOf(a)),
      window: days.reduce((sum, day) => addFigures(sum, day), zeroFigures()),
      by_market_kind: byKind,
      daily: days,
      markets: markets.map((row) => ({ web: row.web, web_name: deps.venues.venueName(row.web), yenUnit1: row.base, yenUnit2: row.quote })),
    };
  });
