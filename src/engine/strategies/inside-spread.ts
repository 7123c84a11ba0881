// Trades strictly inside the spread, shared by the self-trading volume kinds (shua, hugevol): a
// price on one of the free steps between the best outside bid and ask touches no outside order.
import type { BookView } from '../runner/types.ts';

export interface SpreadRoom {
  bid: number | undefined;
  ask: number | undefined;
  /** Price steps strictly between the bid and the ask; 0 when a side is empty. */
  freeSteps: number;
}

/** The best outside bid and ask, and how many price steps lie free between them. */
export function spreadRoom(outside: BookView, step: number): SpreadRoom {
  const bid = outside.bids[0]?.[0];
  const ask = outside.asks[0]?.[0];
  const freeSteps = bid !== undefined && ask !== undefined ? Math.round((ask - bid) / step) - 1 : 0;
  return { bid, ask, freeSteps };
}

/** A random one of the free steps (the room has at least one), without floating-point noise. */
export const randomInsidePrice = (room: SpreadRoom, step: number, random: () => number) =>
  Number((room.bid! + step * (1 + Math.floor(random() * room.freeSteps))).toFixed(12));
