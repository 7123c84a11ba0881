// Public market data of the venue, fed by every fill: the recent trade tape, candles at every
// interval, and rolling 24-hour statistics (from the one-minute candles).
import type { Fill } from '../engine/types.ts';
import { type Candle, CandleSeries, INTERVALS, type Interval } from './candles.ts';

export const TAPE_LENGTH = 1000;
const DAY = 86_400_000;

export interface TapeTrade {
  id: number;
  time: number;
  priceTicks: number;
  lots: number;
  quoteAtoms: bigint;
  buyerIsMaker: boolean;
}

export interface DayStats {
  openTime: number;
  closeTime: number;
  openTicks: number;
  highTicks: number;
  lowTicks: number;
  lastTicks: number;
  prevCloseTicks: number;
  lastLots: number;
  volumeLots: number;
  quoteVolume: bigint;
  firstId: number;
  lastId: number;
  count: number;
}

export class MarketSeries {
  readonly tape: TapeTrade[] = [];
  readonly candles = new Map<Interval, CandleSeries>(
    (Object.keys(INTERVALS) as Interval[]).map((interval) => [interval, new CandleSeries(interval)]),
  );

  record(trade: TapeTrade): void {
    this.tape.push(trade);
    if (this.tape.length > TAPE_LENGTH) this.tape.shift();
    const candleTrade = { ...trade, takerBought: !trade.buyerIsMaker };
    for (const series of this.candles.values()) series.add(candleTrade);
  }

  series(interval: Interval): CandleSeries {
    return this.candles.get(interval)!;
  }

  lastTrade(): TapeTrade | undefined {
    return this.tape[this.tape.length - 1];
  }

  /** Rolling 24-hour statistics at `now`; null before the market's first trade. */
  dayStats(now: number): DayStats | null {
    const last = this.lastTrade();
    if (!last) return null;
    const minutes = this.series('1m').candles;
    const since = now - DAY;
    let firstIndex = minutes.length;
    while (firstIndex > 0 && minutes[firstIndex - 1]!.openTime >= since) firstIndex -= 1;
    const window: Candle[] = minutes.slice(firstIndex);
    const before = minutes[firstIndex - 1];
    const stats: DayStats = {
      openTime: since,
      closeTime: now,
      openTicks: window[0]?.open ?? last.priceTicks,
      highTicks: window[0]?.high ?? last.priceTicks,
      lowTicks: window[0]?.low ?? last.priceTicks,
      lastTicks: last.priceTicks,
      prevCloseTicks: before?.close ?? window[0]?.open ?? last.priceTicks,
      lastLots: last.lots,
      volumeLots: 0,
      quoteVolume: 0n,
      firstId: window[0]?.firstTradeId ?? -1,
      lastId: window.length > 0 ? last.id : -1,
      count: 0,
    };
    for (const candle of window) {
      stats.highTicks = Math.max(stats.highTicks, candle.high);
      stats.lowTicks = Math.min(stats.lowTicks, candle.low);
      stats.volumeLots += candle.volumeLots;
      stats.quoteVolume += candle.quoteVolume;
      stats.count += candle.trades;
    }
    return stats;
  }
}

export class MarketData {
  private readonly bySymbol = new Map<string, MarketSeries>();

  constructor(symbols: readonly string[]) {
    for (const symbol of symbols) this.bySymbol.set(symbol, new MarketSeries());
  }

  market(symbol: string): MarketSeries {
    const series = this.bySymbol.get(symbol);
    if (!series) throw new Error(`no market data for ${symbol}`);
    return series;
  }

  recordFill(fill: Fill): void {
    this.market(fill.symbol).record({
      id: fill.tradeId,
      time: fill.time,
      priceTicks: fill.priceTicks,
      lots: fill.lots,
      quoteAtoms: fill.quoteAtoms,
      buyerIsMaker: fill.buyerIsMaker,
    });
  }

  entries(): IterableIterator<[string, MarketSeries]> {
    return this.bySymbol.entries();
  }
}
