// What the Solana sandbox writes to its data folder, on the venues' journal (../store/journal.ts):
// snapshot.json holds the whole SVM (LiteSVM's own serialization, base64) with the slot, the
// blockhash window and the indexed addresses, written atomically (tmp, fsync, rename); the journal
// segments after it hold, one line each, every slot started, every transaction that landed (its wire
// bytes with the slot and time it ran at), and every account or program the node set directly.
// Replaying the records on the snapshot gives back the same state, history and slot.
import type { Address } from '@solana/kit';
import { Journal } from '../store/journal.ts';
import type { SlotEntry } from './blockhash-window.ts';

export type SvmRecord =
  | { t: 'slot'; slot: number; time: number }
  | { t: 'tx'; wire: string; slot: number; time: number }
  | { t: 'account'; address: Address; lamports: string; owner: Address; executable: boolean; data: string }
  | { t: 'program'; programId: Address; bytes: string };

export interface SvmSnapshot {
  /** LiteSVM.toBytes(), base64. */
  svm: string;
  slot: number;
  time: number;
  /** The unix time the current epoch began (the clock sysvar carries it). */
  epochStartTime: number;
  window: SlotEntry[];
  /** Every account the index knows (re-read from the restored state at start). */
  indexed: Address[];
  transactionCount: number;
}

export class SvmJournal {
  private constructor(private readonly journal: Journal) {}

  static open(dir: string): { journal: SvmJournal; snapshot: SvmSnapshot | null; records: SvmRecord[] } {
    const { journal, contents } = Journal.open(dir);
    const records = contents.records.map(({ seq: _seq, ...record }) => record as unknown as SvmRecord);
    return { journal: new SvmJournal(journal), snapshot: (contents.snapshot?.state as SvmSnapshot | undefined) ?? null, records };
  }

  /** Records appended since the last snapshot. */
  get sinceSnapshot(): number {
    return this.journal.sinceSnapshot;
  }

  /** Written to the file at once (a kill -9 keeps it); `sync` makes it survive a power loss too. */
  append(record: SvmRecord): void {
    this.journal.append(record);
  }

  sync(): Promise<void> {
    return this.journal.sync();
  }

  writeSnapshot(snapshot: SvmSnapshot): void {
    this.journal.writeSnapshot(snapshot);
  }

  close(): Promise<void> {
    return this.journal.close();
  }
}
