// Candles (klines) built from the venue's own trades, one series per interval, each trade updating
// every series as it happens. Intervals align to UTC like Binance's; a period without trades is
// served as a flat candle at the previous close, as Binance serves it.

export const INTERVALS = {
  '1m': 60_000,
  '3m': 180_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '2h': 7_200_000,
  '4h': 14_400_000,
  '6h': 21_600_000,
  '8h': 28_800_000,
  '12h': 43_200_000,
  '1d': 86_400_000,
} as const;
export type Interval = keyof typeof INTERVALS;
export const isInterval = (value: string): value is Interval => Object.hasOwn(INTERVALS, value);

/** Candles kept per interval: Binance serves at most 1000 per request; 1m keeps a day and more for 24h stats. */
const RETAINED: Record<Interval, number> = {
  ...Object.fromEntries(Object.keys(INTERVALS).map((key) => [key, 1000])),
  '1m': 1500,
} as Record<Interval, number>;

export interface Candle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volumeLots: number;
  quoteVolume: bigint;
  trades: number;
  takerBuyLots: number;
  takerBuyQuote: bigint;
  firstTradeId: number;
  lastTradeId: number;
}

export interface CandleTrade {
  id: number;
  time: number;
  priceTicks: number;
  lots: number;
  quoteAtoms: bigint;
  /** The taker bought (the maker was the seller). */
  takerBought: boolean;
}

export class CandleSeries {
  readonly candles: Candle[] = [];

  constructor(readonly interval: Interval) {}

  get periodMs(): number {
    return INTERVALS[this.interval];
  }

  add(trade: CandleTrade): void {
    const openTime = Math.floor(trade.time / this.periodMs) * this.periodMs;
    let last = this.candles[this.candles.length - 1];
    if (!last || openTime > last.openTime) {
      last = {
        openTime,
        open: trade.priceTicks,
        high: trade.priceTicks,
        low: trade.priceTicks,
        close: trade.priceTicks,
        volumeLots: 0,
        quoteVolume: 0n,
        trades: 0,
        takerBuyLots: 0,
        takerBuyQuote: 0n,
        firstTradeId: trade.id,
        lastTradeId: trade.id,
      };
      this.candles.push(last);
      if (this.candles.length > RETAINED[this.interval]) this.candles.shift();
    }
    // A trade stamped before the last candle (clock stepped back) still counts, in the last candle.
    last.high = Math.max(last.high, trade.priceTicks);
    last.low = Math.min(last.low, trade.priceTicks);
    last.close = trade.priceTicks;
    last.volumeLots += trade.lots;
    last.quoteVolume += trade.quoteAtoms;
    last.trades += 1;
    last.lastTradeId = trade.id;
    if (trade.takerBought) {
      last.takerBuyLots += trade.lots;
      last.takerBuyQuote += trade.quoteAtoms;
    }
  }

  /** Index of the first candle opening at or after `time`. */
  private indexFrom(time: number): number {
    let low = 0;
    let high = this.candles.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.candles[mid]!.openTime < time) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * Candles as Binance's klines endpoint returns them: opening in [startTime, endTime], at most
   * `limit`, the latest ones when no startTime is given, gaps filled with flat candles.
   */
  query(options: { startTime?: number; endTime?: number; limit: number; now: number }): Candle[] {
    const first = this.candles[0];
    if (!first) return [];
    const period = this.periodMs;
    const current = Math.floor(options.now / period) * period;
    const last = Math.min(current, options.endTime === undefined ? current : Math.floor(options.endTime / period) * period);
    let from: number;
    if (options.startTime !== undefined) from = Math.max(first.openTime, Math.ceil(options.startTime / period) * period);
    else from = Math.max(first.openTime, last - (options.limit - 1) * period);
    if (from > last) return [];

    const out: Candle[] = [];
    let index = this.indexFrom(from);
    let previousClose = index > 0 ? this.candles[index - 1]!.close : first.open;
    for (let openTime = from; openTime <= last && out.length < options.limit; openTime += period) {
      const stored = this.candles[index];
      if (stored && stored.openTime === openTime) {
        out.push(stored);
        previousClose = stored.close;
        index += 1;
      } else {
        out.push(flatCandle(openTime, previousClose));
      }
    }
    return out;
  }
}

export const flatCandle = (openTime: number, price: number): Candle => ({
  openTime,
  open: price,
  high: price,
  low: price,
  close: price,
  volumeLots: 0,
  quoteVolume: 0n,
  trades: 0,
  takerBuyLots: 0,
  takerBuyQuote: 0n,
  firstTradeId: -1,
  lastTradeId: -1,
});
