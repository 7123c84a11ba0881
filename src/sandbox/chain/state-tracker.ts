// Which accounts and storage slots the chain's transactions have touched, read from each mined
// block's execution traces. The EVM cannot list an account's storage, so this is what lets a
// checkpoint save the whole state: every account any transaction reached and every slot any
// SSTORE wrote, read back with eth_getStorageAt when the checkpoint is taken.
import { bytesToHex, type Hex, numberToHex, pad } from 'viem';
import type { TraceItem } from './evm-node.ts';

export interface TrackedState {
  /** Address (lower-case) → storage slots written there (32-byte hex). */
  accounts: Record<string, string[]>;
}

interface Frame {
  address: string | undefined;
  slots: Set<string>;
}

export class StateTracker {
  private readonly accounts = new Map<string, Set<string>>();

  constructor(saved?: TrackedState) {
    for (const [address, slots] of Object.entries(saved?.accounts ?? {})) this.accounts.set(address, new Set(slots));
  }

  touch(address: string): Set<string> {
    const key = address.toLowerCase();
    let slots = this.accounts.get(key);
    if (!slots) {
      slots = new Set();
      this.accounts.set(key, slots);
    }
    return slots;
  }

  /** Reads one transaction's trace. A frame's storage context is the message's `to` (for a
   *  delegate call, the caller's address, whose storage the borrowed code writes); a create's
   *  address is known only from its result, so its slots wait in the frame until then. */
  record(trace: TraceItem[]): void {
    const frames: Frame[] = [];
    for (const item of trace) {
      if ('pc' in item) {
        const frame = frames.at(-1);
        if (!frame) continue;
        if (item.opcode === 'SSTORE' && item.stack.length > 0) frame.slots.add(pad(numberToHex(item.stack.at(-1)!), { size: 32 }));
        if (item.opcode === 'SELFDESTRUCT' && item.stack.length > 0) this.touch(pad(numberToHex(item.stack.at(-1)!), { size: 20 }));
      } else if ('executionResult' in item) {
        const frame = frames.pop();
        const created = item.executionResult.contractAddress;
        const address = frame?.address ?? (created ? bytesToHex(created) : undefined);
        if (frame && address) for (const slot of frame.slots) this.touch(address).add(slot);
      } else {
        this.touch(bytesToHex(item.caller));
        const address = item.to ? bytesToHex(item.to) : undefined;
        if (address) this.touch(address);
        frames.push({ address, slots: new Set() });
      }
    }
  }

  addresses(): Hex[] {
    return [...this.accounts.keys()] as Hex[];
  }

  slots(address: string): Hex[] {
    return [...(this.accounts.get(address.toLowerCase()) ?? [])] as Hex[];
  }

  save(): TrackedState {
    return { accounts: Object.fromEntries([...this.accounts].map(([address, slots]) => [address, [...slots]])) };
  }
}
