// A position's arithmetic, pure and exact (bigint atoms): how a fill changes it and what it
// realizes, its unrealized PnL and maintenance margin at a mark, and its liquidation price.
//
// Liquidation price, Binance's one-bracket formula with the cumulative amount 0:
//   LP = (WB - TMM1 + UPNL1 - side * size * entry) / (size * MMR - side * size)
// WB is the isolated wallet of an ISOLATED position, or the cross wallet balance for a CROSSED one;
// TMM1 and UPNL1 are the maintenance margin and unrealized PnL of the account's other CROSSED
// positions (0 for ISOLATED); side is 1 long, -1 short; MMR is MAINT_MARGIN_PPM. At LP the position's
// collateral plus its unrealized PnL equals its maintenance margin.
import { ATOMS_PER_UNIT } from '../decimal.ts';
import type { Market } from '../engine/market.ts';
import { MAINT_MARGIN_PPM, notional } from './contracts.ts';

const PPM = 1_000_000n;

/** The smaller of two amounts (Math.min takes no bigints). */
export function smallerAtoms(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}

export interface PositionSize {
  /** Positive long, negative short. */
  lots: number;
  /** Entry cost of the open size, positive. */
  costAtoms: bigint;
}

export interface FillOutcome extends PositionSize {
  /** Lots of the old position the fill closed, and lots it opened in its own direction. */
  closedLots: number;
  openedLots: number;
  realizedAtoms: bigint;
}

/** A fill of `signedLots` (positive buys) at `priceTicks` against an existing position. */
export function applyFill(market: Market, position: PositionSize, signedLots: number, priceTicks: number): FillOutcome {
  const size = Math.abs(position.lots);
  const increases = position.lots === 0 || Math.sign(position.lots) === Math.sign(signedLots);
  if (increases) {
    return {
      lots: position.lots + signedLots,
      costAtoms: position.costAtoms + notional(market, signedLots, priceTicks),
      closedLots: 0,
      openedLots: Math.abs(signedLots),
      realizedAtoms: 0n,
    };
  }
  const closedLots = Math.min(size, Math.abs(signedLots));
  const closedCost = closedLots === size ? position.costAtoms : (position.costAtoms * BigInt(closedLots)) / BigInt(size);
  const direction = position.lots > 0 ? 1n : -1n;
  const realizedAtoms = direction * (notional(market, closedLots, priceTicks) - closedCost);
  const openedLots = Math.abs(signedLots) - closedLots;
  return {
    lots: position.lots + signedLots,
    costAtoms: openedLots > 0 ? notional(market, openedLots, priceTicks) : position.costAtoms - closedCost,
    closedLots,
    openedLots,
    realizedAtoms,
  };
}

export function unrealizedPnl(market: Market, position: PositionSize, markTicks: number): bigint {
  if (position.lots === 0) return 0n;
  const value = notional(market, position.lots, markTicks);
  return position.lots > 0 ? value - position.costAtoms : position.costAtoms - value;
}

export function maintenanceMargin(market: Market, lots: number, markTicks: number): bigint {
  return (notional(market, lots, markTicks) * MAINT_MARGIN_PPM) / PPM;
}

/** Initial margin of a notional at a leverage, rounded up so margin is never short by an atom. */
export function initialMargin(notionalAtoms: bigint, leverage: number): bigint {
  const lev = BigInt(leverage);
  return (notionalAtoms + lev - 1n) / lev;
}

/** Entry price in quote atoms per base unit (Binance shows it unrounded to the tick). */
export function entryPriceAtoms(market: Market, position: PositionSize): bigint {
  if (position.lots === 0) return 0n;
  return (position.costAtoms * ATOMS_PER_UNIT) / (BigInt(Math.abs(position.lots)) * market.stepAtoms);
}

/**
 * The liquidation price in ticks, rounded towards the entry (a long is closed at or above its exact
 * price, a short at or below), or null when the collateral covers a fall to zero. `collateralAtoms`
 * is WB - TMM1 + UPNL1 of the formula above.
 */
export function liquidationTicks(market: Market, position: PositionSize, collateralAtoms: bigint): number | null {
  if (position.lots === 0) return null;
  const baseAtoms = BigInt(Math.abs(position.lots)) * market.stepAtoms;
  const long = position.lots > 0;
  const numerator = long ? position.costAtoms - collateralAtoms : position.costAtoms + collateralAtoms;
  const denominator = baseAtoms * (long ? PPM - MAINT_MARGIN_PPM : PPM + MAINT_MARGIN_PPM);
  // Quote atoms per base unit = numerator * 1e8 * 1e6 / denominator; then in ticks of tickAtoms.
  const scaled = numerator * ATOMS_PER_UNIT * PPM;
  const perTick = denominator * market.tickAtoms;
  if (long) {
    if (numerator <= 0n) return null;
    return Number((scaled + perTick - 1n) / perTick);
  }
  return Math.max(1, Number(scaled / perTick));
}

/** Whether a mark has reached a liquidation price. */
export function crossed(lots: number, liquidation: number | null, markTicks: number): boolean {
  if (liquidation === null || lots === 0) return false;
  return lots > 0 ? markTicks <= liquidation : markTicks >= liquidation;
}
