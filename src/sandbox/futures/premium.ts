// The perpetual's premium: the signed fraction by which its price stands above (+) or below (-)
// its index. The house is the only counterparty, so without it no trade could move the price; with
// it every fill against the house leans the price the way a thin market would (a buy up, a sell
// down, by its notional over IMPACT_DEPTH_USDT), and arbitrage is modelled as an exponential decay
// back to the index (PREMIUM_HALF_LIFE_MS), never further than MAX_PREMIUM away.
//
// The premium is kept in parts per billion as a whole number with the instant it was last set: it
// is state of the ledger, changed only while a journalled record is applied and written to
// snapshots, so a replay repeats it to the unit and the marks of every record see the price the
// fills before it left.
import type { Side } from '../engine/types.ts';
import { ATOMS_PER_UNIT } from '../decimal.ts';
import { IMPACT_DEPTH_USDT, MAX_PREMIUM, PREMIUM_HALF_LIFE_MS } from './contracts.ts';
import type { Premium } from './types.ts';

export const PPB = 1_000_000_000;
const MAX_PPB = Math.round(MAX_PREMIUM * PPB);
const DEPTH_ATOMS = BigInt(IMPACT_DEPTH_USDT) * ATOMS_PER_UNIT;

/**
 * The premium at `t`, decayed from where it was last set. An instant before that (a clock that
 * stepped back) sees the value as set: its history is not kept.
 */
export function premiumAt(premium: Premium | undefined, t: number): number {
  if (!premium || premium.ppb === 0) return 0;
  const elapsed = Math.max(0, t - premium.time);
  // Truncated towards 0 so that it reaches exactly 0 rather than hovering a unit away.
  return Math.trunc(premium.ppb * 2 ** (-elapsed / PREMIUM_HALF_LIFE_MS));
}

/** The premium after a fill of `quoteAtoms` on `side` at `t`: decayed to `t`, pushed, capped. */
export function pushPremium(premium: Premium | undefined, t: number, side: Side, quoteAtoms: bigint): Premium {
  const impact = Number((quoteAtoms * BigInt(PPB)) / DEPTH_ATOMS);
  const ppb = premiumAt(premium, t) + (side === 'BUY' ? impact : -impact);
  return { ppb: Math.max(-MAX_PPB, Math.min(MAX_PPB, ppb)), time: Math.max(t, premium?.time ?? t) };
}

/** `indexTicks` moved by `ppb`, to the nearest tick and at least one. */
export function withPremium(indexTicks: number, ppb: number): number {
  if (ppb === 0) return indexTicks;
  const scaled = BigInt(indexTicks) * BigInt(PPB + ppb);
  return Math.max(1, Number((scaled + BigInt(PPB / 2)) / BigInt(PPB)));
}
