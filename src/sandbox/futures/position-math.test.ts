import { describe, expect, it } from 'vitest';
import { atoms } from '../decimal.ts';
import { compileMarket } from '../engine/market.ts';
import { SANDBOX_MARKETS } from '../markets.ts';
import { applyFill, entryPriceAtoms, liquidationTicks, unrealizedPnl } from './position-math.ts';

const btc = compileMarket(SANDBOX_MARKETS.find((spec) => spec.symbol === 'BTCUSDT')!);
/** BTCUSDT: lots of 0.00001 BTC, ticks of 0.01 USDT. */
const lots = (btcAmount: string) => Number(atoms(btcAmount) / btc.stepAtoms);
const ticks = (usdt: string) => Number(atoms(usdt) / btc.tickAtoms);
const flat = { lots: 0, costAtoms: 0n };

describe('position arithmetic', () => {
  it('averages the entry of fills in one direction', () => {
    const first = applyFill(btc, flat, lots('0.1'), ticks('60000'));
    const second = applyFill(btc, first, lots('0.1'), ticks('62000'));
    expect(second).toMatchObject({ lots: lots('0.2'), realizedAtoms: 0n, openedLots: lots('0.1') });
    expect(entryPriceAtoms(btc, second)).toBe(atoms('61000'));
  });

  it('realizes PnL on the part a fill closes and keeps the entry of the rest', () => {
    const long = applyFill(btc, flat, lots('0.1'), ticks('60000'));
    const reduced = applyFill(btc, long, -lots('0.04'), ticks('61000'));
    expect(reduced).toMatchObject({ lots: lots('0.06'), closedLots: lots('0.04'), openedLots: 0, realizedAtoms: atoms('40') });
    expect(entryPriceAtoms(btc, reduced)).toBe(atoms('60000'));
  });

  it('flips a position: closes all of it and opens the remainder at the fill price', () => {
    const short = applyFill(btc, flat, -lots('0.1'), ticks('60000'));
    const flipped = applyFill(btc, short, lots('0.3'), ticks('59000'));
    expect(flipped).toMatchObject({ lots: lots('0.2'), closedLots: lots('0.1'), openedLots: lots('0.2'), realizedAtoms: atoms('100') });
    expect(entryPriceAtoms(btc, flipped)).toBe(atoms('59000'));
    expect(unrealizedPnl(btc, flipped, ticks('59500'))).toBe(atoms('100'));
  });

  it("puts a long's liquidation price where its margin plus PnL equals 0.4% maintenance, rounded up to the tick", () => {
    const long = applyFill(btc, flat, lots('1'), ticks('60000'));
    // 10x isolated: margin 6,000. (60,000 - 6,000) / 0.996 = 54,216.867...
    expect(liquidationTicks(btc, long, atoms('6000'))).toBe(ticks('54216.87'));
    // Margin covering the whole notional: no liquidation price.
    expect(liquidationTicks(btc, long, atoms('60000'))).toBeNull();
  });

  it("puts a short's liquidation price above its entry, rounded down to the tick", () => {
    const short = applyFill(btc, flat, -lots('1'), ticks('60000'));
    // (60,000 + 6,000) / 1.004 = 65,737.051...
    expect(liquidationTicks(btc, short, atoms('6000'))).toBe(ticks('65737.05'));
  });
});
