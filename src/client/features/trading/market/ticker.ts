// The ticker line's figures from the last 24 hourly candles: last price, change, high, low, volume.

/** [open time, open, high, low, close, base volume] */
export type Candle = [number, number, number, number, number, number];

export interface Ticker {
  last: number;
  changePercent: number;
  high: number;
  low: number;
  volume: number;
}

export function tickerOf(candles: readonly Candle[]): Ticker | null {
  if (candles.length === 0) return null;
  const first = candles[0]!;
  const last = candles[candles.length - 1]!;
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  for (const candle of candles) {
    if (candle[2] > high) high = candle[2];
    if (candle[3] < low) low = candle[3];
    volume += candle[5];
  }
  const open = first[1];
  return { last: last[4], changePercent: open > 0 ? ((last[4] - open) / open) * 100 : 0, high, low, volume };
}
