// The sandbox's finality model. A transaction lands in the current slot ("processed"); the next slot
// confirms it ("confirmed": on the real network, a supermajority voted on its block) and 32 slots on
// it is rooted ("finalized"). Reads at a commitment see the slot that many behind the tip. Every slot
// has a block, so block height equals slot; epochs have mainnet's 432,000 slots.

export type Commitment = 'processed' | 'confirmed' | 'finalized';

export const COMMITMENT_DEPTH: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 32 };
export const SLOTS_PER_EPOCH = 432_000;

export function isCommitment(value: unknown): value is Commitment {
  return value === 'processed' || value === 'confirmed' || value === 'finalized';
}

/** The newest slot that has reached `commitment` when the tip is `currentSlot`. */
export function commitmentSlot(currentSlot: number, commitment: Commitment): number {
  return Math.max(0, currentSlot - COMMITMENT_DEPTH[commitment]);
}

export interface Confirmation {
  /** Slots on top of the transaction's; null once finalized, as Solana reports it. */
  confirmations: number | null;
  confirmationStatus: Commitment;
}

export function confirmationOf(landedSlot: number, currentSlot: number): Confirmation {
  const depth = currentSlot - landedSlot;
  if (depth >= COMMITMENT_DEPTH.finalized) return { confirmations: null, confirmationStatus: 'finalized' };
  return { confirmations: depth, confirmationStatus: depth >= COMMITMENT_DEPTH.confirmed ? 'confirmed' : 'processed' };
}

/** Whether a transaction that landed in `landedSlot` has reached `commitment`. */
export function hasReached(landedSlot: number, currentSlot: number, commitment: Commitment): boolean {
  return currentSlot - landedSlot >= COMMITMENT_DEPTH[commitment];
}

export function epochOf(slot: number): { epoch: number; slotIndex: number } {
  return { epoch: Math.floor(slot / SLOTS_PER_EPOCH), slotIndex: slot % SLOTS_PER_EPOCH };
}
