// A market's rules in the integer units the engine matches in: prices in ticks, quantities in lots
// (steps), money in atoms of 1e-8. Compiling a spec checks that those units fit together exactly.
import { atoms } from '../decimal.ts';
import type { MarketSpec } from '../markets.ts';

export interface Market {
  spec: MarketSpec;
  symbol: string;
  base: string;
  quote: string;
  tickAtoms: bigint;
  stepAtoms: bigint;
  /** Quote atoms for one tick of price times one lot of quantity. */
  quotePerTickLot: bigint;
  minPriceTicks: number;
  maxPriceTicks: number;
  minLots: number;
  maxLots: number;
  marketMaxLots: number;
  minNotionalAtoms: bigint;
  maxNotionalAtoms: bigint;
}

export function compileMarket(spec: MarketSpec): Market {
  const tickAtoms = atoms(spec.tickSize);
  const stepAtoms = atoms(spec.stepSize);
  const product = tickAtoms * stepAtoms;
  if (tickAtoms <= 0n || stepAtoms <= 0n || product % 100_000_000n !== 0n) {
    throw new Error(`${spec.symbol}: tickSize x stepSize must be a whole number of 1e-8 quote units`);
  }
  const ticks = (text: string) => Number(atoms(text) / tickAtoms);
  const lots = (text: string) => Number(atoms(text) / stepAtoms);
  const market: Market = {
    spec,
    symbol: spec.symbol,
    base: spec.base,
    quote: spec.quote,
    tickAtoms,
    stepAtoms,
    quotePerTickLot: product / 100_000_000n,
    minPriceTicks: ticks(spec.minPrice),
    maxPriceTicks: ticks(spec.maxPrice),
    minLots: lots(spec.minQty),
    maxLots: lots(spec.maxQty),
    marketMaxLots: lots(spec.marketMaxQty),
    minNotionalAtoms: atoms(spec.minNotional),
    maxNotionalAtoms: atoms(spec.maxNotional),
  };
  if (!Number.isSafeInteger(market.maxPriceTicks) || !Number.isSafeInteger(market.maxLots)) {
    throw new Error(`${spec.symbol}: price or quantity range too large for integer matching`);
  }
  return market;
}

export const priceAtoms = (market: Market, priceTicks: number): bigint => BigInt(priceTicks) * market.tickAtoms;
export const baseAtoms = (market: Market, lots: number): bigint => BigInt(lots) * market.stepAtoms;
export const quoteAtoms = (market: Market, priceTicks: number, lots: number): bigint =>
  BigInt(priceTicks) * BigInt(lots) * market.quotePerTickLot;
