// The SQL of bot leases (schema/scale.ts). Times come from the database's clock, so the workers'
// clocks need not agree; the lease length and margins are passed in milliseconds.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { botLeases, robots, workers } from '../db/schema/index.ts';
import type { LogLine } from '../../engine/runner/types.ts';

const ACTIVE = sql`('running', 'paused', 'queued')`;
const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

export interface RenewedLease {
  botId: number;
  fence: number;
  status: string;
  statusReason: LogLine | null;
}

export interface ClaimedLease {
  botId: number;
  fence: number;
  /** The worker that held the bot before, when its lease ran out. */
  previous: string | null;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

export function botLeaseRepository(db: Db, workerId: string) {
  return {
    async heartbeat(host: string, pid: number): Promise<void> {
      await db
        .insert(workers)
        .values({ id: workerId, host, pid })
        .onConflictDoUpdate({ target: workers.id, set: { heartbeatAt: sql`now()` } });
    },

    /** Workers whose heartbeat is younger than `withinMs`, this one included. */
    async liveWorkers(withinMs: number): Promise<number> {
      const rows = rowsOf<{ count: string | number }>(
        await db.execute(sql`SELECT count(*) AS count FROM workers WHERE heartbeat_at > now() - ${ms(withinMs)}`),
      );
      return Number(rows[0]?.count ?? 1);
    },

    /** Bots to run and live workers to share them, in one statement (each sharing pass asks). */
    async shareCounts(withinMs: number): Promise<{ activeBots: number; liveWorkers: number }> {
      const rows = rowsOf<{ bots: string | number; workers: string | number }>(
        await db.execute(sql`
          SELECT (SELECT count(*) FROM robots WHERE status IN ${ACTIVE}) AS bots,
                 (SELECT count(*) FROM workers WHERE heartbeat_at > now() - ${ms(withinMs)}) AS workers`),
      );
      return { activeBots: Number(rows[0]?.bots ?? 0), liveWorkers: Number(rows[0]?.workers ?? 1) };
    },

    /** Extends every lease of this worker; answers them with their bot's status. */
    async renew(ttlMs: number): Promise<RenewedLease[]> {
      const rows = rowsOf<{ bot_id: number; fence: number; status: string; status_reason: LogLine | null }>(
        // Rows are locked in bot id order, as heldUnderFence locks them, so a renewal and an order
        // intent's check never wait for each other in a circle.
        await db.execute(sql`
          WITH mine AS (SELECT bot_id FROM bot_leases WHERE worker_id = ${workerId} ORDER BY bot_id FOR UPDATE)
          UPDATE bot_leases AS l SET expires_at = now() + ${ms(ttlMs)}
          FROM mine, robots AS r
          WHERE l.bot_id = mine.bot_id AND r.id = l.bot_id
          RETURNING l.bot_id, l.fence, r.status, r.status_reason`),
      );
      return rows.map((row) => ({ botId: row.bot_id, fence: row.fence, status: row.status, statusReason: row.status_reason }));
    },

    /**
     * Takes up to `limit` running bots that no live lease holds: never leased, or their worker's
     * lease ran out. Bots another worker is claiming at the same moment are skipped, not waited for.
     */
    async claim(limit: number, ttlMs: number): Promise<ClaimedLease[]> {
      if (limit <= 0) return [];
      const rows = rowsOf<{ bot_id: number; fence: number; previous: string | null }>(
        await db.execute(sql`
          WITH candidates AS (
            SELECT r.id, l.worker_id AS previous
            FROM robots AS r LEFT JOIN bot_leases AS l ON l.bot_id = r.id
            WHERE r.status IN ${ACTIVE} AND (l.bot_id IS NULL OR l.expires_at < now())
            ORDER BY r.id
            LIMIT ${limit}
            FOR UPDATE OF r SKIP LOCKED
          ), claimed AS (
            INSERT INTO bot_leases (bot_id, worker_id, fence, expires_at)
            SELECT id, ${workerId}, 1, now() + ${ms(ttlMs)} FROM candidates
            ORDER BY id
            ON CONFLICT (bot_id) DO UPDATE
              SET worker_id = excluded.worker_id, fence = bot_leases.fence + 1, expires_at = excluded.expires_at
              WHERE bot_leases.expires_at < now()
            RETURNING bot_id, fence
          )
          SELECT claimed.bot_id, claimed.fence, candidates.previous
          FROM claimed JOIN candidates ON candidates.id = claimed.bot_id`),
      );
      return rows.map((row) => ({ botId: row.bot_id, fence: row.fence, previous: row.previous }));
    },

    /**
     * Takes up to `limit` stopped bots whose worker died holding them: the stop was written without
     * a worker (remote-bot-control.ts), so the orders the bot had out are still on the venue. A
     * clean stop frees the lease once the orders are cancelled, so a lease left on a bot that is not
     * running marks exactly these. The lease moves under a higher fence, as a running bot's does.
     */
    async claimLeftStopped(limit: number, ttlMs: number): Promise<ClaimedLease[]> {
      if (limit <= 0) return [];
      const rows = rowsOf<{ bot_id: number; fence: number; previous: string }>(
        await db.execute(sql`
          WITH candidates AS (
            SELECT r.id, l.worker_id AS previous
            FROM robots AS r JOIN bot_leases AS l ON l.bot_id = r.id
            WHERE r.status NOT IN ${ACTIVE} AND l.expires_at < now()
            ORDER BY r.id
            LIMIT ${limit}
            FOR UPDATE OF r SKIP LOCKED
          ), claimed AS (
            UPDATE bot_leases AS l
            SET worker_id = ${workerId}, fence = l.fence + 1, expires_at = now() + ${ms(ttlMs)}
            FROM candidates
            WHERE l.bot_id = candidates.id AND l.expires_at < now()
            RETURNING l.bot_id, l.fence
          )
          SELECT claimed.bot_id, claimed.fence, candidates.previous
          FROM claimed JOIN candidates ON candidates.id = claimed.bot_id`),
      );
      return rows.map((row) => ({ botId: row.bot_id, fence: row.fence, previous: row.previous }));
    },

    async release(botIds: number[]): Promise<void> {
      if (botIds.length === 0) return;
      await db.execute(sql`
        DELETE FROM bot_leases WHERE bot_id IN (
          SELECT bot_id FROM bot_leases
          WHERE worker_id = ${workerId} AND bot_id IN (${sql.join(
            botIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          ORDER BY bot_id FOR UPDATE)`);
    },

    /** At a clean shutdown: the bots are free for the other workers at once. */
    async leave(): Promise<void> {
      await db.delete(botLeases).where(eq(botLeases.workerId, workerId));
      await db.delete(workers).where(eq(workers.id, workerId));
    },

    async robotsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(robots).where(inArray(robots.id, ids));
    },
  };
}

/** Whether a live lease holds the bot (the API asks before signalling a stop). */
/** A bot's status and whether a live lease holds it, in one statement (a stop polls both). */
export async function statusAndLease(db: Db, botId: number): Promise<{ status: string | null; leased: boolean }> {
  const [row] = rowsOf<{ status: string; leased: boolean }>(
    await db.execute(
      sql`SELECT r.status, EXISTS (SELECT 1 FROM bot_leases l WHERE l.bot_id = r.id AND l.expires_at > now()) AS leased
          FROM robots r WHERE r.id = ${botId}`,
    ),
  );
  return row ? { status: row.status, leased: row.leased === true } : { status: null, leased: false };
}

export async function isLeased(db: Db, botId: number): Promise<boolean> {
  const rows = rowsOf<{ bot_id: number }>(
    await db.execute(sql`SELECT bot_id FROM bot_leases WHERE bot_id = ${botId} AND expires_at > now()`),
  );
  return rows.length > 0;
}

/**
 * Of these (bot, fence) pairs, the bots whose lease this worker still holds under that fence with
 * at least `marginMs` to run, locked against a takeover until the caller's transaction ends.
 */
export async function heldUnderFence(tx: Db, workerId: string, fences: Map<number, number>, marginMs: number): Promise<Set<number>> {
  if (fences.size === 0) return new Set();
  const ids = [...fences.keys()];
  const rows = rowsOf<{ bot_id: number; fence: number }>(
    await tx.execute(sql`
      SELECT bot_id, fence FROM bot_leases
      WHERE worker_id = ${workerId} AND bot_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND expires_at > now() + ${ms(marginMs)}
      ORDER BY bot_id
      FOR SHARE`),
  );
  return new Set(rows.filter((row) => fences.get(row.bot_id) === row.fence).map((row) => row.bot_id));
}
