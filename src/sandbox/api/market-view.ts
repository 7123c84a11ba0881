// What the public endpoints read about one market. Normally it is the live venue; while a
// stale-data fault covers the market it is a copy frozen when the fault began, so clients see a
// book and ticker that stop moving while trading carries on underneath, as when a feed stalls.
import type { Market } from '../engine/market.ts';
import type { Candle, Interval } from '../venue/candles.ts';
import { type DayStats, MarketSeries, type TapeTrade } from '../venue/market-data.ts';
import type { Venue } from '../venue/venue.ts';

export type DepthLevel = [priceTicks: number, lots: number];

export interface MarketView {
  market: Market;
  now: number;
  lastUpdateId: number;
  bids: DepthLevel[];
  asks: DepthLevel[];
  /** Most recent trades, oldest first. */
  tape: readonly TapeTrade[];
  dayStats: DayStats | null;
  klines(interval: Interval, query: { startTime?: number; endTime?: number; limit: number }): Candle[];
}

export const MAX_DEPTH = 5000;

function levels(side: Iterable<{ priceTicks: number; lots: number }>, limit: number): DepthLevel[] {
  const out: DepthLevel[] = [];
  for (const level of side) {
    if (out.length >= limit) break;
    out.push([level.priceTicks, level.lots]);
  }
  return out;
}

export function liveView(venue: Venue, symbol: string, depthLimit = MAX_DEPTH): MarketView {
  const state = venue.engine.state(symbol);
  const series = venue.marketData.market(symbol);
  const now = venue.now();
  return {
    market: state.market,
    now,
    lastUpdateId: state.book.updateId,
    bids: levels(state.book.bids.fromBest(), depthLimit),
    asks: levels(state.book.asks.fromBest(), depthLimit),
    tape: series.tape,
    dayStats: series.dayStats(now),
    klines: (interval, query) => series.series(interval).query({ ...query, now }),
  };
}

export function frozenView(venue: Venue, symbol: string): MarketView {
  const live = liveView(venue, symbol);
  // Copy the candles: the newest one of each interval keeps changing in place.
  const snapshot = new MarketSeries();
  for (const [interval, list] of venue.marketData.market(symbol).candles) {
    snapshot.series(interval).candles.push(...list.candles.map((candle) => ({ ...candle })));
  }
  return {
    ...live,
    tape: [...live.tape],
    klines: (interval, query) => snapshot.series(interval).query({ ...query, now: live.now }),
  };
}

/** Keeps one frozen view per stale market until its fault is lifted. */
export class MarketViews {
  private readonly frozen = new Map<string, MarketView>();

  constructor(
    private readonly venue: Venue,
    private readonly isStale: (symbol: string) => boolean,
  ) {}

  view(symbol: string, depthLimit?: number): MarketView {
    if (!this.isStale(symbol)) {
      this.frozen.delete(symbol);
      return liveView(this.venue, symbol, depthLimit);
    }
    let view = this.frozen.get(symbol);
    if (!view) {
      view = frozenView(this.venue, symbol);
      this.frozen.set(symbol, view);
    }
    return view;
  }
}
