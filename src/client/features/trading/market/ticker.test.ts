import { describe, expect, it } from 'vitest';
import { type Candle, tickerOf } from './ticker.ts';

describe('ticker line', () => {
  it('takes the last close, the change from the first open, the extremes and the summed volume', () => {
    const candles: Candle[] = [
      [0, 100, 110, 95, 105, 2],
      [1, 105, 120, 101, 110, 3],
      [2, 110, 111, 90, 95, 5],
    ];
    expect(tickerOf(candles)).toEqual({ last: 95, changePercent: -5, high: 120, low: 90, volume: 10 });
  });

  it('has nothing to show without candles', () => {
    expect(tickerOf([])).toBeNull();
  });
});
