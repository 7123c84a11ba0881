// Transaction history that a snapshot has folded away. The journal after a snapshot replays only
// the transactions since; those before it keep their effect in the saved state but would lose their
// records, and a client that sent a transaction before a restart still asks for its status and
// details. So before each snapshot the records it folds are appended here (and synced), one JSON
// line each, and start-up reads them back. A crash between this append and the snapshot leaves
// records here that the journal will also replay: history ignores a signature it already holds.
// Two files are kept, the current one and the one before, so the archive stays bounded.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, truncateSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { TxRecord } from './tx-history.ts';

const CURRENT = 'history.jsonl';
const PREVIOUS = 'history.old.jsonl';

function readRecords(path: string): TxRecord[] {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  const end = text.lastIndexOf('\n') + 1;
  // A line cut short by a crash: its transactions are still in the journal, which the snapshot did not replace.
  if (end < text.length) truncateSync(path, Buffer.byteLength(text.slice(0, end)));
  return text
    .slice(0, end)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as TxRecord);
}

export class HistoryArchive {
  private fd: number;
  private entries: number;

  private constructor(
    private readonly dir: string,
    private readonly entriesPerFile: number,
    entries: number,
  ) {
    this.fd = openSync(join(dir, CURRENT), 'a', 0o600);
    this.entries = entries;
  }

  /** Opens the archive in `dir` and returns it with the records it holds, oldest first. */
  static open(dir: string, entriesPerFile = 25_000): { archive: HistoryArchive; records: TxRecord[] } {
    const previous = readRecords(join(dir, PREVIOUS));
    const current = readRecords(join(dir, CURRENT));
    return { archive: new HistoryArchive(dir, entriesPerFile, current.length), records: [...previous, ...current] };
  }

  /** Appends and syncs; called before the snapshot that folds these records away is written. */
  append(records: readonly TxRecord[]): void {
    if (records.length === 0) return;
    for (const record of records) {
      if (this.entries >= this.entriesPerFile) this.turnOver();
      writeSync(this.fd, `${JSON.stringify(record)}\n`);
      this.entries += 1;
    }
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }

  /** The current file becomes the previous one; the one before it goes. */
  private turnOver(): void {
    fsyncSync(this.fd);
    closeSync(this.fd);
    renameSync(join(this.dir, CURRENT), join(this.dir, PREVIOUS));
    this.fd = openSync(join(this.dir, CURRENT), 'a', 0o600);
    this.entries = 0;
  }
}
