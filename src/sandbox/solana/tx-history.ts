// The transactions the network has processed, in order: what getTransaction, getSignatureStatuses,
// getSignaturesForAddress and getRecentPrioritizationFees answer from, and what keeps a transaction
// from running twice. Every record is computed when the transaction runs (and recomputed identically
// when the journal is replayed). The most recent `limit` records are kept, like a validator's ledger
// window; older ones are dropped oldest first.
import type { TokenBalance } from './token-balances.ts';
import type { TransactionErrorJson } from './tx-errors.ts';

export interface InnerInstructionRecord {
  programIdIndex: number;
  accounts: number[];
  /** base58, as the json encoding shows instruction data. */
  data: string;
  stackHeight: number;
}

export interface TxRecord {
  signature: string;
  slot: number;
  blockTime: number;
  /** The transaction as sent, base64. */
  wire: string;
  version: 'legacy' | 0;
  /** Static keys, then loaded writable, then loaded read-only. */
  accountKeys: string[];
  writable: boolean[];
  loadedAddresses: { writable: string[]; readonly: string[] };
  err: TransactionErrorJson | null;
  /** Lamports, as decimal strings (u64). */
  fee: string;
  preBalances: string[];
  postBalances: string[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logMessages: string[];
  computeUnitsConsumed: number;
  innerInstructions: { index: number; instructions: InnerInstructionRecord[] }[];
  returnData: { programId: string; data: string } | null;
  /** Micro-lamports per compute unit the transaction offered (its priority). */
  unitPrice: string;
  /** What getSignaturesForAddress shows: the memo instructions' text, "[length] text; …". */
  memo: string | null;
}

export interface SignaturePage {
  before?: string;
  until?: string;
  limit: number;
  /** Only transactions in this slot or earlier (the requested commitment). */
  maxSlot: number;
}

export class TxHistory {
  private readonly records: TxRecord[] = [];
  private readonly bySignature = new Map<string, TxRecord>();
  private readonly byAddress = new Map<string, string[]>();

  constructor(private readonly limit = 50_000) {}

  get size(): number {
    return this.records.length;
  }

  has(signature: string): boolean {
    return this.bySignature.has(signature);
  }

  get(signature: string): TxRecord | undefined {
    return this.bySignature.get(signature);
  }

  add(record: TxRecord): void {
    if (this.bySignature.has(record.signature)) return;
    this.records.push(record);
    this.bySignature.set(record.signature, record);
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key);
      if (list) list.push(record.signature);
      else this.byAddress.set(key, [record.signature]);
    }
    // Drop in batches of a tenth so that trimming the front stays cheap.
    if (this.records.length > this.limit + Math.ceil(this.limit / 10)) this.dropOldest(this.records.length - this.limit);
  }

  /** Newest first, as getSignaturesForAddress lists them. */
  signaturesFor(address: string, page: SignaturePage): TxRecord[] {
    const list = this.byAddress.get(address) ?? [];
    const found: TxRecord[] = [];
    let index = list.length - 1;
    if (page.before !== undefined) {
      const at = list.lastIndexOf(page.before);
      if (at === -1) return [];
      index = at - 1;
    }
    for (; index >= 0 && found.length < page.limit; index--) {
      const signature = list[index]!;
      if (signature === page.until) break;
      const record = this.bySignature.get(signature)!;
      if (record.slot <= page.maxSlot) found.push(record);
    }
    return found;
  }

  /** Records of slots `fromSlot` and later, oldest first. */
  since(fromSlot: number): TxRecord[] {
    let start = this.records.length;
    while (start > 0 && this.records[start - 1]!.slot >= fromSlot) start--;
    return this.records.slice(start);
  }

  /** The oldest slot history still reaches (getFirstAvailableBlock). */
  firstSlot(): number | undefined {
    return this.records[0]?.slot;
  }

  private dropOldest(count: number): void {
    for (const record of this.records.splice(0, count)) {
      this.bySignature.delete(record.signature);
      for (const key of new Set(record.accountKeys)) {
        const list = this.byAddress.get(key);
        if (!list) continue;
        if (list[0] === record.signature) list.shift();
        if (list.length === 0) this.byAddress.delete(key);
      }
    }
  }
}
