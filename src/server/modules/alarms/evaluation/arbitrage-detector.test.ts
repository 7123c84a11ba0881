import { describe, expect, it } from 'vitest';
import { ARBITRAGE_PARAMS, detectArbitrageBot, type Fill, hitsOf, type PricePoint } from './arbitrage-detector.ts';

const NOW = 10_000_000;

/** A deterministic pseudo-random sequence in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const makerFill = (timestamp: number, side: Fill['side'], price: number, amount = 0.1): Fill => ({
  side,
  price,
  amount,
  maker: true,
  timestamp,
});

/** A flat price series with one point a second over the window. */
function flatPrices(price: number): PricePoint[] {
  const points: PricePoint[] = [];
  for (let at = NOW - ARBITRAGE_PARAMS.windowMs; at <= NOW; at += 1_000) points.push({ at, price });
  return points;
}

describe('arbitrage-bot detector', () => {
  it('detects outside orders hitting our quotes on a regular 20-second timer', () => {
    const fills = Array.from({ length: 10 }, (_, i) => makerFill(NOW - 200_000 + i * 20_000 + (i % 2) * 300, i % 2 ? 'buy' : 'sell', 100));
    const verdict = detectArbitrageBot(fills, flatPrices(100), NOW);
    expect(verdict).toMatchObject({ detected: true, regular: true, hits: 10 });
    expect(verdict.meanIntervalSeconds).toBeCloseTo(20, 0);
  });

  it('detects irregular hits that are followed by the price moving through our fill (picked-off quotes)', () => {
    // The fair price moves, the taker takes our quote at the old price, the market follows it.
    const gapsSeconds = [31, 70, 35, 95, 30, 44, 80, 40];
    const fills: Fill[] = [];
    const prices: PricePoint[] = [{ at: NOW - 600_000, price: 100 }];
    let at = NOW - 500_000;
    let fair = 100;
    for (const [i, gap] of gapsSeconds.entries()) {
      at += gap * 1_000;
      const side = i % 3 === 0 ? 'buy' : 'sell';
      fills.push(makerFill(at, side, fair));
      fair += side === 'sell' ? 0.5 : -0.5;
      prices.push({ at: at + 2_000, price: fair });
    }
    const verdict = detectArbitrageBot(fills, prices, NOW);
    expect(verdict.regular).toBe(false);
    expect(verdict).toMatchObject({ detected: true, toxic: true });
    expect(verdict.adverseShare).toBe(1);
  });

  it('does not flag people trading against us at random times who are right half the time', () => {
    const next = random(11);
    const fills: Fill[] = [];
    const prices: PricePoint[] = [];
    let at = NOW - 580_000;
    for (let i = 0; i < 12; i++) {
      at += 1_500 + next() * 80_000;
      if (at > NOW - 40_000) break;
      const side = i % 2 ? 'sell' : 'buy';
      fills.push(makerFill(at, side, 100));
      const wins = i % 4 < 2;
      prices.push({ at: at - 1, price: 100 }, { at: at + 10_000, price: (side === 'sell') === wins ? 100.2 : 99.8 });
    }
    const verdict = detectArbitrageBot(fills, prices, NOW);
    expect(verdict.hits).toBeGreaterThanOrEqual(ARBITRAGE_PARAMS.minHits);
    expect(verdict).toMatchObject({ detected: false, regular: false, toxic: false });
  });

  it('needs repeated hits: a few regular ones are not enough', () => {
    const fills = Array.from({ length: ARBITRAGE_PARAMS.minHits - 1 }, (_, i) => makerFill(NOW - 100_000 + i * 10_000, 'sell', 100));
    expect(detectArbitrageBot(fills, flatPrices(100), NOW).detected).toBe(false);
  });

  it('counts fills older than the window out', () => {
    const fills = Array.from({ length: 10 }, (_, i) => makerFill(NOW - ARBITRAGE_PARAMS.windowMs - 1 - i * 10_000, 'sell', 100));
    expect(detectArbitrageBot(fills, flatPrices(100), NOW).hits).toBe(0);
  });

  it('groups one taker order sweeping several of our levels into one hit', () => {
    const hits = hitsOf([makerFill(1_000, 'sell', 100, 1), makerFill(1_200, 'sell', 101, 1), makerFill(5_000, 'sell', 100)]);
    expect(hits).toHaveLength(2);
    expect(hits[0]).toMatchObject({ at: 1_000, side: 'sell', amount: 2, price: 100.5 });
  });

  it('leaves out our own orders crossing each other and fills where we were the taker', () => {
    const fills: Fill[] = [];
    for (let i = 0; i < 10; i++) {
      const at = NOW - 200_000 + i * 20_000;
      fills.push(makerFill(at, 'sell', 100), { side: 'buy', price: 100, amount: 0.1, maker: false, timestamp: at + 5 });
    }
    fills.push({ side: 'buy', price: 99, amount: 1, maker: false, timestamp: NOW - 1_000 });
    expect(detectArbitrageBot(fills, flatPrices(100), NOW)).toMatchObject({ hits: 0, detected: false });
  });
});
