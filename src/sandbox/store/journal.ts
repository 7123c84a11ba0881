// Durable state of a sandbox venue: snapshot.json (the whole state as of one record) plus journal
// segments of the commands accepted since (one JSON line each, numbered). Start-up loads the snapshot
// and replays the records after it. Each record is written to the file when accepted, so a kill -9
// loses nothing the venue acknowledged; sync() adds an fsync (coalesced across concurrent callers)
// for what must also survive a power loss: orders and cancels a client is told about.
// A snapshot starts a new segment and removes the old ones, which keeps start-up fast.
import {
  closeSync,
  existsSync,
  fdatasync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const fdatasyncAsync = promisify(fdatasync);
const SNAPSHOT = 'snapshot.json';
const SEGMENT = /^journal-(\d{12})\.jsonl$/;
const segmentName = (firstSeq: number) => `journal-${String(firstSeq).padStart(12, '0')}.jsonl`;

export interface JournalEntry {
  seq: number;
  [field: string]: unknown;
}

export interface JournalContents {
  snapshot: { seq: number; state: unknown } | null;
  records: JournalEntry[];
}

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function readSegment(path: string, isLast: boolean): JournalEntry[] {
  const text = readFileSync(path, 'utf8');
  const end = text.lastIndexOf('\n') + 1;
  if (end < text.length) {
    // A record cut short by a crash in the middle of a write: it was never acknowledged.
    if (!isLast) throw new Error(`${path}: torn record in a closed journal segment`);
    const fd = openSync(path, 'r+');
    try {
      ftruncateSync(fd, Buffer.byteLength(text.slice(0, end)));
    } finally {
      closeSync(fd);
    }
  }
  const records: JournalEntry[] = [];
  for (const line of text.slice(0, end).split('\n')) {
    if (line === '') continue;
    try {
      records.push(JSON.parse(line) as JournalEntry);
    } catch {
      throw new Error(`${path}: unreadable journal record`);
    }
  }
  return records;
}

export class Journal {
  private fd: number;
  private seq: number;
  private dirty = false;
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** Records appended since the last snapshot. */
  sinceSnapshot: number;

  private constructor(
    private readonly dir: string,
    fd: number,
    seq: number,
    sinceSnapshot: number,
  ) {
    this.fd = fd;
    this.seq = seq;
    this.sinceSnapshot = sinceSnapshot;
  }

  /** Opens the journal in `dir` (which must exist) and returns what it holds. */
  static open(dir: string): { journal: Journal; contents: JournalContents } {
    const snapshotPath = join(dir, SNAPSHOT);
    const snapshot = existsSync(snapshotPath) ? (JSON.parse(readFileSync(snapshotPath, 'utf8')) as { seq: number; state: unknown }) : null;
    const base = snapshot?.seq ?? 0;
    const segments = readdirSync(dir)
      .map((name) => ({ name, match: SEGMENT.exec(name) }))
      .filter((entry) => entry.match)
      .map((entry) => ({ name: entry.name, first: Number(entry.match![1]) }))
      .sort((a, b) => a.first - b.first);
    const records: JournalEntry[] = [];
    let expected = base + 1;
    segments.forEach((segment, index) => {
      for (const record of readSegment(join(dir, segment.name), index === segments.length - 1)) {
        if (record.seq <= base) continue;
        if (record.seq !== expected) throw new Error(`${segment.name}: journal record ${record.seq} where ${expected} was expected`);
        records.push(record);
        expected += 1;
      }
    });
    const last = segments[segments.length - 1];
    const file = last ? last.name : segmentName(base + 1);
    const fd = openSync(join(dir, file), 'a', 0o600);
    const journal = new Journal(dir, fd, expected - 1, records.length);
    return { journal, contents: { snapshot, records } };
  }

  get lastSeq(): number {
    return this.seq;
  }

  /** Writes one record and returns its sequence number. */
  append(record: object): number {
    this.seq += 1;
    writeSync(this.fd, `${JSON.stringify({ seq: this.seq, ...record })}\n`);
    this.dirty = true;
    this.sinceSnapshot += 1;
    return this.seq;
  }

  /** Resolves once every record appended so far is on stable storage. */
  sync(): Promise<void> {
    if (!this.dirty) return this.inFlight ?? Promise.resolve();
    if (this.inFlight) {
      this.queued ??= this.inFlight.then(() => {
        this.queued = null;
        return this.sync();
      });
      return this.queued;
    }
    this.dirty = false;
    const fd = this.fd;
    this.inFlight = fdatasyncAsync(fd).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /**
   * Stores `state` (the venue as of the last appended record) as the snapshot, then starts a new
   * segment and deletes the segments the snapshot covers. Crash-safe at every step: until the
   * rename lands, the old snapshot and all segments are still there to replay.
   */
  writeSnapshot(state: unknown): void {
    const seq = this.seq;
    const tmp = join(this.dir, `${SNAPSHOT}.tmp`);
    writeFileSync(tmp, JSON.stringify({ seq, state }), { mode: 0o600 });
    const tmpFd = openSync(tmp, 'r');
    try {
      fsyncSync(tmpFd);
    } finally {
      closeSync(tmpFd);
    }
    renameSync(tmp, join(this.dir, SNAPSHOT));
    syncDir(this.dir);

    const old = this.fd;
    fsyncSync(old);
    this.fd = openSync(join(this.dir, segmentName(seq + 1)), 'a', 0o600);
    this.dirty = false;
    this.sinceSnapshot = 0;
    // An fsync may still be running on the old segment; close it after that finishes.
    void (this.inFlight ?? Promise.resolve()).catch(() => undefined).finally(() => closeSync(old));
    for (const name of readdirSync(this.dir)) {
      const match = SEGMENT.exec(name);
      if (match && Number(match[1]) <= seq) rmSync(join(this.dir, name), { force: true });
    }
  }

  async close(): Promise<void> {
    await this.sync();
    await (this.queued ?? Promise.resolve());
    fsyncSync(this.fd);
    closeSync(this.fd);
  }
}
