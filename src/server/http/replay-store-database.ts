// The replay window in the database (table replay_signatures): the embedded mode's store, so a
// request captured before a restart is still refused after it. A signature is in the table before
// its call runs. Requests that arrive while an INSERT is under way share the next one (a group
// commit): one INSERT … ON CONFLICT DO NOTHING per request when calls come one at a time, far fewer
// under load. The count of rows is kept here (one process owns an embedded database) rather than
// counted per request, and expired rows are purged by their index about once a minute.
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { replaySignatures } from '../db/schema/index.ts';
import { DEFAULT_REPLAY_CAPACITY, REPLAY_TTL_MS, type ReplayStore, type ReplayVerdict, replayKeyOf } from './replay-guard.ts';

const PURGE_EVERY_MS = 60_000;
/** A full store purges at once, but not more often than this (a flood of requests must not become a flood of DELETEs). */
const PURGE_WHEN_FULL_EVERY_MS = 1_000;

type Rows<T> = { rows: T[] };
interface Waiting {
  expiresAt: Date;
  resolve: (inserted: boolean) => void;
  reject: (error: unknown) => void;
}

export class DatabaseReplayStore implements ReplayStore {
  /** Rows in the table, expired ones included until purged; null until counted (at the first request). */
  private count: number | null = null;
  private counting: Promise<number> | null = null;
  private lastPurge = 0;
  private purging: Promise<void> | null = null;
  /** Signatures for the next INSERT, and the INSERTs under way. */
  private waiting = new Map<string, Waiting>();
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly capacity = DEFAULT_REPLAY_CAPACITY,
  ) {}

  async remember(signature: Uint8Array, now: number): Promise<ReplayVerdict> {
    if (now - this.lastPurge >= PURGE_EVERY_MS) void this.purge(now).catch(() => undefined);
    const key = replayKeyOf(signature);
    if (this.waiting.has(key)) return 'replayed'; // the same request twice at once
    if ((await this.rows()) + this.waiting.size >= this.capacity) {
      // Room may be one purge away: the one under way, or a new one.
      if (this.purging) await this.purging.catch(() => undefined);
      else if (now - this.lastPurge >= PURGE_WHEN_FULL_EVERY_MS) await this.purge(now);
      if ((await this.rows()) + this.waiting.size >= this.capacity) return (await this.seen(key)) ? 'replayed' : 'full';
    }
    if (this.waiting.has(key)) return 'replayed';
    return (await this.insert(key, new Date(now + REPLAY_TTL_MS))) ? 'fresh' : 'replayed';
  }

  private insert(key: string, expiresAt: Date): Promise<boolean> {
    const inserted = new Promise<boolean>((resolve, reject) => this.waiting.set(key, { expiresAt, resolve, reject }));
    this.writing ??= this.write().finally(() => {
      this.writing = null;
    });
    return inserted;
  }

  /** Writes the waiting signatures, one INSERT at a time, until none wait. */
  private async write(): Promise<void> {
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const rows = await this.db
          .insert(replaySignatures)
          .values([...batch].map(([signature, { expiresAt }]) => ({ signature, expiresAt })))
          .onConflictDoNothing()
          .returning({ signature: replaySignatures.signature });
        const fresh = new Set(rows.map((row) => row.signature));
        if (this.count !== null) this.count += fresh.size;
        for (const [signature, waiting] of batch) waiting.resolve(fresh.has(signature));
      } catch (error) {
        for (const waiting of batch.values()) waiting.reject(error);
      }
    }
  }

  private async rows(): Promise<number> {
    if (this.count !== null) return this.count;
    this.counting ??= this.db
      .execute(sql`SELECT count(*) AS count FROM ${replaySignatures}`)
      .then((result) => Number((result as unknown as Rows<{ count: string | number }>).rows[0]?.count ?? 0))
      .finally(() => {
        this.counting = null;
      });
    const counted = await this.counting;
    this.count ??= counted;
    return this.count;
  }

  private async seen(key: string): Promise<boolean> {
    const result = await this.db.execute(sql`SELECT 1 FROM ${replaySignatures} WHERE signature = ${key}`);
    return (result as unknown as Rows<unknown>).rows.length > 0;
  }

  /** Deletes the rows past their expiry (by the expires_at index); one purge at a time. */
  private purge(now: number): Promise<void> {
    this.lastPurge = now;
    this.purging ??= (async () => {
      const result = await this.db.execute(
        sql`WITH gone AS (DELETE FROM ${replaySignatures} WHERE ${lte(replaySignatures.expiresAt, new Date(now))} RETURNING 1)
            SELECT count(*) AS count FROM gone`,
      );
      const deleted = Number((result as unknown as Rows<{ count: string | number }>).rows[0]?.count ?? 0);
      if (this.count !== null) this.count = Math.max(0, this.count - deleted);
    })().finally(() => {
      this.purging = null;
    });
    return this.purging;
  }

  async close(): Promise<void> {
    await Promise.all([this.writing, this.purging?.catch(() => undefined)]);
  }
}
