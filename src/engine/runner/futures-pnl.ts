// What a fill on a perpetual realised, booked the way the venue books it: against the position's
// average entry price. A fill on the position's side (or from flat) opens or adds and realises
// nothing, moving the entry to the size-weighted average; a fill against it closes up to the
// position's size at (price − entry) per unit for a long, (entry − price) for a short, and what
// is left over opens the other side at the fill's price. The position comes from the venue at every
// balance refresh (futures-buying-power.ts reads it then) and follows the bot's fills in between, so
// other trading on the account is taken in at the next refresh.
import type { OrderSide, PositionState } from '../connectors/types.ts';

/** A position as a signed size (long above 0, short below) and its average entry price. */
export interface FuturesPosition {
  size: number;
  entry: number;
}

/** Sizes closer to zero than this are flat (floating-point leftovers of closing fills). */
const FLAT = 1e-12;

export function applyFuturesFill(
  position: FuturesPosition,
  fill: { side: OrderSide; amount: number; price: number },
): { position: FuturesPosition; realised: number } {
  const signed = fill.side === 'buy' ? fill.amount : -fill.amount;
  const { size, entry } = position;
  if (Math.abs(size) <= FLAT || Math.sign(size) === Math.sign(signed)) {
    const total = size + signed;
    return { position: { size: total, entry: (Math.abs(size) * entry + fill.amount * fill.price) / Math.abs(total) }, realised: 0 };
  }
  const closed = Math.min(Math.abs(size), fill.amount);
  const realised = closed * (fill.price - entry) * Math.sign(size);
  const after = size + signed;
  if (Math.abs(after) <= FLAT) return { position: { size: 0, entry: 0 }, realised };
  // Still on the same side: the entry stays; turned over: the rest opened at the fill's price.
  return { position: { size: after, entry: Math.sign(after) === Math.sign(size) ? entry : fill.price }, realised };
}

/**
 * The account's net position on `symbol` as the venue reports it, or null when a side's entry price
 * is missing (what a fill realises is then unknown, not 0).
 */
export function netPosition(positions: readonly PositionState[], symbol: string): FuturesPosition | null {
  const mine = positions.filter((position) => position.symbol === symbol && position.size > 0);
  if (mine.some((position) => position.entryPrice === null)) return null;
  const size = mine.reduce((sum, position) => sum + (position.side === 'long' ? position.size : -position.size), 0);
  if (Math.abs(size) <= FLAT) return { size: 0, entry: 0 };
  // One side in one-way mode; in hedge mode the larger side's entry stands for the net.
  const larger = mine.filter((position) => (position.side === 'long') === size > 0).sort((a, b) => b.size - a.size)[0];
  return { size, entry: larger?.entryPrice ?? 0 };
}
