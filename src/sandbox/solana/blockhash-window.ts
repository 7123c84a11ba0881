// Which blockhashes a transaction may name. Solana accepts a transaction whose recent blockhash is
// at most 150 blocks old (MAX_PROCESSING_AGE) and tells clients so as `lastValidBlockHeight`; every
// slot of the sandbox produces a block, so block height and slot are the same number here. The
// window remembers the last 300 slots (as a validator's blockhash queue does) with their time, so
// it also answers a recent block's time. It is saved with each snapshot: the hashes are a chain
// (each slot's is derived from the one before), so they cannot be recomputed backwards.

/** Blocks a blockhash stays usable for after its own. */
export const MAX_PROCESSING_AGE = 150;
/** Slots remembered: the blockhash queue's length on a validator. */
export const REMEMBERED_SLOTS = 300;

export type SlotEntry = [slot: number, blockhash: string, unixTime: number];

export class BlockhashWindow {
  private readonly bySlot = new Map<number, { blockhash: string; unixTime: number }>();
  private readonly slotByHash = new Map<string, number>();

  constructor(entries: SlotEntry[] = []) {
    for (const [slot, blockhash, unixTime] of entries) this.add(slot, blockhash, unixTime);
  }

  add(slot: number, blockhash: string, unixTime: number): void {
    this.bySlot.set(slot, { blockhash, unixTime });
    this.slotByHash.set(blockhash, slot);
    const old = this.bySlot.get(slot - REMEMBERED_SLOTS);
    if (old) {
      this.bySlot.delete(slot - REMEMBERED_SLOTS);
      if (this.slotByHash.get(old.blockhash) === slot - REMEMBERED_SLOTS) this.slotByHash.delete(old.blockhash);
    }
  }

  /** The slot whose blockhash this is, while it is remembered. */
  slotOf(blockhash: string): number | undefined {
    return this.slotByHash.get(blockhash);
  }

  at(slot: number): { blockhash: string; unixTime: number } | undefined {
    return this.bySlot.get(slot);
  }

  /** Whether a transaction naming `blockhash` may still be processed in `currentSlot`. */
  isValid(blockhash: string, currentSlot: number): boolean {
    const slot = this.slotOf(blockhash);
    return slot !== undefined && slot <= currentSlot && currentSlot <= lastValidBlockHeight(slot);
  }

  entries(): SlotEntry[] {
    return [...this.bySlot].map(([slot, { blockhash, unixTime }]) => [slot, blockhash, unixTime]);
  }
}

/** The last block height at which a transaction naming the blockhash of `slot` can land. */
export function lastValidBlockHeight(slot: number): number {
  return slot + MAX_PROCESSING_AGE;
}
