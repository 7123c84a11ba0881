// Receipts and transactions of blocks a checkpoint has folded away. A restored chain keeps its
// block numbers but not the old blocks' contents, and a client that sent a transaction before a
// restart still asks for its receipt (the DEX connector does, to learn what an order did). Each
// line is "<hash> <json>", so start-up indexes a file by reading hashes, not parsing JSON.
// Two files are kept, the current one and the one before: a file that reaches its limit becomes
// the previous one and the one before that goes, so the archive stays bounded (a client asks
// for a receipt within minutes of sending, not days).
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, readSync, renameSync, truncateSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Hex } from 'viem';

export interface ArchivedTransaction {
  receipt: unknown;
  transaction: unknown;
}

const HASH_LENGTH = 66;
/** Entries a file holds before it is turned over (about 40 MB of swap receipts). */
const ENTRIES_PER_FILE = 20_000;

type Place = { offset: number; length: number };

/** One append-only file of the archive and the index of its hashes. */
class ArchiveFile {
  readonly index = new Map<string, Place>();
  private readonly fd: number;
  private size = 0;

  constructor(readonly path: string) {
    if (existsSync(path)) {
      const text = readFileSync(path);
      // Keep whole lines only: a line cut short by a crash was never relied on (the journal still holds its block).
      const end = text.lastIndexOf(0x0a) + 1;
      while (this.size < end) {
        const next = text.indexOf(0x0a, this.size);
        const hash = text.subarray(this.size, this.size + HASH_LENGTH).toString('latin1');
        this.index.set(hash, { offset: this.size + HASH_LENGTH + 1, length: next - this.size - HASH_LENGTH - 1 });
        this.size = next + 1;
      }
      if (end < text.length) truncateSync(path, end);
    }
    this.fd = openSync(path, 'a+', 0o600);
  }

  append(hash: string, json: string): void {
    const line = `${hash} ${json}\n`;
    writeSync(this.fd, line);
    this.index.set(hash, { offset: this.size + HASH_LENGTH + 1, length: Buffer.byteLength(json) });
    this.size += Buffer.byteLength(line);
  }

  sync(): void {
    fsyncSync(this.fd);
  }

  read(hash: string): ArchivedTransaction | null {
    const place = this.index.get(hash);
    if (!place) return null;
    const buffer = Buffer.alloc(place.length);
    readSync(this.fd, buffer, 0, place.length, place.offset);
    return JSON.parse(buffer.toString('utf8')) as ArchivedTransaction;
  }

  close(): void {
    closeSync(this.fd);
  }
}

export class ReceiptArchive {
  private current: ArchiveFile;
  private previous: ArchiveFile | null;

  constructor(
    private readonly dataDir: string,
    private readonly entriesPerFile = ENTRIES_PER_FILE,
  ) {
    const previous = join(dataDir, 'receipts.old.jsonl');
    this.previous = existsSync(previous) ? new ArchiveFile(previous) : null;
    this.current = new ArchiveFile(join(dataDir, 'receipts.jsonl'));
  }

  /** Appends and syncs; called before the checkpoint that folds these blocks away is written. */
  add(entries: Array<{ hash: Hex } & ArchivedTransaction>): void {
    if (entries.length === 0) return;
    for (const { hash, receipt, transaction } of entries) {
      if (this.current.index.size >= this.entriesPerFile) this.turnOver();
      this.current.append(hash.toLowerCase(), JSON.stringify({ receipt, transaction }));
    }
    this.current.sync();
  }

  get(hash: string): ArchivedTransaction | null {
    const key = hash.toLowerCase();
    return this.current.read(key) ?? this.previous?.read(key) ?? null;
  }

  close(): void {
    this.current.close();
    this.previous?.close();
  }

  /** The current file becomes the previous one; the one before it goes. */
  private turnOver(): void {
    this.current.sync();
    this.current.close();
    this.previous?.close();
    const previous = join(this.dataDir, 'receipts.old.jsonl');
    renameSync(this.current.path, previous);
    this.previous = new ArchiveFile(previous);
    this.current = new ArchiveFile(join(this.dataDir, 'receipts.jsonl'));
  }
}
