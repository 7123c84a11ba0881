// Receipts and transactions of blocks a checkpoint has folded away. A restored chain keeps its
// block numbers but not the old blocks' contents, and a client that sent a transaction before a
// restart still asks for its receipt (the DEX connector does, to learn what an order did). Each
// line is "<hash> <json>", so start-up indexes the file by reading hashes, not parsing JSON.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, readSync, truncateSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Hex } from 'viem';

export interface ArchivedTransaction {
  receipt: unknown;
  transaction: unknown;
}

const HASH_LENGTH = 66;

export class ReceiptArchive {
  private readonly index = new Map<string, { offset: number; length: number }>();
  private readonly fd: number;
  private size: number;

  constructor(dataDir: string) {
    const file = join(dataDir, 'receipts.jsonl');
    let offset = 0;
    if (existsSync(file)) {
      const text = readFileSync(file);
      // Keep whole lines only: a line cut short by a crash was never relied on (the journal still holds its block).
      const end = text.lastIndexOf(0x0a) + 1;
      while (offset < end) {
        const next = text.indexOf(0x0a, offset);
        const hash = text.subarray(offset, offset + HASH_LENGTH).toString('latin1');
        this.index.set(hash, { offset: offset + HASH_LENGTH + 1, length: next - offset - HASH_LENGTH - 1 });
        offset = next + 1;
      }
      if (end < text.length) truncateSync(file, end);
    }
    this.fd = openSync(file, 'a+', 0o600);
    this.size = offset;
  }

  /** Appends and syncs; called before the checkpoint that folds these blocks away is written. */
  add(entries: Array<{ hash: Hex } & ArchivedTransaction>): void {
    if (entries.length === 0) return;
    for (const { hash, receipt, transaction } of entries) {
      const json = JSON.stringify({ receipt, transaction });
      const line = `${hash.toLowerCase()} ${json}\n`;
      writeSync(this.fd, line);
      this.index.set(hash.toLowerCase(), { offset: this.size + HASH_LENGTH + 1, length: Buffer.byteLength(json) });
      this.size += Buffer.byteLength(line);
    }
    fsyncSync(this.fd);
  }

  get(hash: string): ArchivedTransaction | null {
    const place = this.index.get(hash.toLowerCase());
    if (!place) return null;
    const buffer = Buffer.alloc(place.length);
    readSync(this.fd, buffer, 0, place.length, place.offset);
    return JSON.parse(buffer.toString('utf8')) as ArchivedTransaction;
  }

  close(): void {
    closeSync(this.fd);
  }
}
