// Readies a bot for its first tick: finds its markets on its venues, opens the watches, and loads
// the strategy state and the orders it left open last time. The second venue's market is the pair
// the kind's parameters name there (a reference or index pair), else the bot's own.
import { spotSymbolOf } from '../connectors/venue-definition.ts';
import type { ExchangeConnector, MarketInfo } from '../connectors/types.ts';
import { marketRules } from './market-rules.ts';
import { MarketWatch } from './market-watch.ts';
import { OrderTracker, type SlotVenue } from './order-tracker.ts';
import type { SessionDeps } from './session-deps.ts';
import { line } from './session-log.ts';
import { SessionMarkets, type WatchedMarket } from './session-markets.ts';
import type { BotRecord } from './store-port.ts';
import type { LogLine, Strategy, VenueSlot } from './types.ts';

export interface SessionSetup {
  markets: SessionMarkets;
  tracker: OrderTracker;
  state: unknown;
  /** The highest step (client order id) written so far. */
  step: number;
}

/** "eth/usdt", "ETH-USDT", "ethusdt" → "ETHUSDT". */
const pairKey = (symbol: string) => symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The venue's market for a pair however it is written (ccxt form first, then base and quote run together). */
export function findMarket(markets: readonly MarketInfo[], symbol: string): MarketInfo | undefined {
  const exact = markets.find((market) => market.symbol === symbol);
  if (exact) return exact;
  const key = pairKey(symbol);
  const matches = markets.filter((market) => pairKey(market.symbol) === key || pairKey(`${market.base}${market.quote}`) === key);
  // "BTCUSDT" names the spot market and the perpetual alike: the spot one is meant.
  const spot = matches.filter((market) => market.kind !== 'swap');
  const pick = (list: MarketInfo[]) => list.find((market) => market.active) ?? list[0];
  return pick(spot) ?? pick(matches);
}

/** Answers the reason to stop instead when the second venue does not list its pair. */
export async function setUpSession(
  bot: BotRecord,
  strategy: Strategy,
  deps: Pick<SessionDeps, 'venues' | 'market' | 'store'>,
  now: number,
): Promise<SessionSetup | { stop: LogLine }> {
  const precisions = bot.params as { price_precision?: number; amount_precision?: number };
  const needs = strategy.needs(bot.params);
  const slots: Array<[VenueSlot, string, string]> = [['primary', bot.venue, bot.symbol]];
  // Without a pair of its own the second venue's market is the bot's pair there, on spot: a futures
  // bot follows (or hedges on) a spot market.
  if (bot.secondVenue) slots.push(['second', bot.secondVenue, needs.secondSymbol?.trim() || spotSymbolOf(bot.symbol)]);
  const found: Array<{ slot: VenueSlot; venueId: string; connector: ExchangeConnector; info: MarketInfo }> = [];
  for (const [slot, venueId, symbol] of slots) {
    const connector = await deps.venues.connector(bot, venueId);
    const info = findMarket(await connector.loadMarkets(), symbol);
    if (!info && slot === 'second') return { stop: line('secondPairUnlisted', { pair: symbol, venue: venueId }, 'warn') };
    if (!info) throw new Error(`market ${symbol} is not listed on ${venueId}`);
    found.push({ slot, venueId, connector, info });
  }
  const venues: Partial<Record<VenueSlot, SlotVenue>> = {};
  const watched: Partial<Record<VenueSlot, WatchedMarket>> = {};
  for (const { slot, venueId, connector, info } of found) {
    venues[slot] = { venueId, symbol: info.symbol, connector };
    const watch = new MarketWatch(deps.market, venueId, info.symbol, needs.bookDepth, true);
    // The bot's precisions are those of its own pair; another pair keeps the venue's steps.
    const rules = marketRules(info, info.symbol === bot.symbol ? precisions : {});
    watched[slot] = { watch, kind: info.kind, view: { venue: venueId, rules, free: {}, total: {} }, balanceAt: 0 };
  }
  const tracker = new OrderTracker(bot.id, venues);
  const stored = await deps.store.loadState(bot.id);
  tracker.load(await deps.store.openOrders(bot.id));
  return {
    markets: new SessionMarkets(watched, now),
    tracker,
    state: stored?.state ?? strategy.initialState(bot.params),
    step: stored?.step ?? 0,
  };
}
