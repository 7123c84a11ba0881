// What a simulated participant works with: the venue (in-process, through the same order checks as
// REST clients), its market, its account, its own random stream and the market's reference price.
import { atomsToNumber, formatAtoms } from '../decimal.ts';
import type { Market } from '../engine/market.ts';
import type { Rng } from '../random.ts';
import { VenueError } from '../venue-error.ts';
import type { Venue } from '../venue/venue.ts';

export interface ParticipantContext {
  venue: Venue;
  market: Market;
  accountId: number;
  rng: Rng;
  /** The market's reference price at time `t`, in quote units. */
  reference(t: number): number;
  /** Reports an unexpected failure; refusals by the venue (VenueError) are part of trading. */
  onError(error: unknown): void;
}

export const tickSize = (market: Market) => atomsToNumber(market.tickAtoms);
export const stepSize = (market: Market) => atomsToNumber(market.stepAtoms);
export const formatTicks = (market: Market, ticks: number) => formatAtoms(BigInt(ticks) * market.tickAtoms);
export const formatLots = (market: Market, lots: number) => formatAtoms(BigInt(lots) * market.stepAtoms);

/** Smallest lot count whose notional at `price` clears the market's minimum with a margin. */
export function minimumLots(market: Market, price: number): number {
  const minNotional = atomsToNumber(market.minNotionalAtoms) * 1.05;
  return Math.max(market.minLots, Math.ceil(minNotional / (price * stepSize(market))));
}

/** Runs one participant action; a venue refusal is simply a trade that did not happen. */
export function attempt(context: ParticipantContext, action: () => void): void {
  try {
    action();
  } catch (error) {
    if (!(error instanceof VenueError)) context.onError(error);
  }
}
