// A worker's share of the running bots (scaled-out mode), in two loops a few seconds apart:
// - renewal: the worker beats its heartbeat and renews its leases, learning each bot's status as it
//   goes; a bot stopped meanwhile is then stopped here (its orders cancelled), a lease gone is a bot
//   lost. Nothing slow runs in this loop's way, so a busy worker keeps its leases.
// - sharing (also at once when the API signals a start): the worker takes up bots that no live
//   lease holds (new, or left by a worker that died: its leases run out after ttlMs) up to its fair
//   share of the running bots among the live workers, and hands back bots above that share (a
//   worker joined), so the load spreads.
// Claims raise the lease's fence; FencedRobotStore refuses order intents under an older fence.
import { hostname } from 'node:os';
import type { BotRunner } from '../../engine/runner/runner.ts';
import { line } from '../../engine/runner/session-log.ts';
import type { LogLine } from '../../engine/runner/types.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { botRecord } from '../modules/robots/robot-store.ts';
import { botLeaseRepository, type RenewedLease } from './bot-lease-repository.ts';
import type { BotSignal, BotSignals } from './bot-signals.ts';
import { workerLabel } from './worker-identity.ts';

export interface LeaseTimings {
  /** A lease runs out this long after its last renewal: the longest a dead worker's bots wait. */
  ttlMs: number;
  /** Time between passes. */
  passMs: number;
}

export const DEFAULT_LEASE_TIMINGS: LeaseTimings = { ttlMs: 15_000, passMs: 3_000 };
/** Bots taken up or handed back in one pass, so a pass stays short. */
const CLAIM_BATCH = 200;
const HANDBACK_BATCH = 25;
const ACTIVE = new Set(['running', 'paused', 'queued']);

export class BotLeaseKeeper {
  private readonly fences: Map<number, number>;
  private readonly repo: ReturnType<typeof botLeaseRepository>;
  private readonly timers = new Set<NodeJS.Timeout>();
  private renewing: Promise<void> | null = null;
  /** Stops and releases the renewal found to do, run beside the renewals rather than in their way. */
  private settling: Promise<void> | null = null;
  private sharing: Promise<void> | null = null;
  private shareAgain = false;
  private stopped = false;

  constructor(
    private readonly deps: {
      db: Db;
      workerId: string;
      runner: BotRunner;
      signals: BotSignals;
      log: Logger;
      /** Bot id → the fence this worker holds it under; FencedRobotStore reads the same map. */
      fences: Map<number, number>;
      timings?: LeaseTimings;
    },
  ) {
    this.fences = deps.fences;
    this.repo = botLeaseRepository(deps.db, deps.workerId);
  }

  private get timings(): LeaseTimings {
    return this.deps.timings ?? DEFAULT_LEASE_TIMINGS;
  }

  async start(): Promise<void> {
    await this.repo.heartbeat(hostname(), process.pid);
    await this.deps.signals.listen((signal) => this.onSignal(signal));
    this.every(() => this.renew());
    // The first claim waits one period, so workers started together see each other before sharing out.
    this.every(() => this.share());
  }

  /** Renews the leases now (tests). */
  renew(): Promise<void> {
    this.renewing ??= this.renewLeases()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'bot lease renewal failed; retrying at the next'))
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }

  /** Takes up and hands back bots now (tests, and the API's signals). */
  share(): Promise<void> {
    if (this.sharing) {
      this.shareAgain = true;
      return this.sharing;
    }
    this.sharing = this.shareBots()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'bot sharing pass failed; retrying at the next'))
      .finally(() => {
        this.sharing = null;
        if (this.shareAgain && !this.stopped) {
          this.shareAgain = false;
          void this.share();
        }
      });
    return this.sharing;
  }

  /** Ends every session (the bots keep running) and frees its leases for the other workers. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    // In this order: a renewal under way may still start a settling.
    await this.renewing;
    await this.settling;
    await this.sharing;
    await this.deps.runner.close();
    await this.repo.leave().catch((error: unknown) => this.deps.log.warn({ err: error }, 'could not free the leases'));
    this.fences.clear();
  }

  /** Runs `work` a period after the last run ended, until stopped. */
  private every(work: () => Promise<void>): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void work().finally(() => this.every(work));
    }, this.timings.passMs);
    timer.unref();
    this.timers.add(timer);
  }

  private onSignal(signal: BotSignal): void {
    if (this.stopped) return;
    if (signal.type === 'claim') void this.share();
    else if (this.fences.has(signal.botId)) void this.stopHere(signal.botId, signal.reason);
  }

  /**
   * Stops a bot this worker holds. Only once its session has stopped it (orders cancelled, writes
   * flushed) is its lease freed: the API waits for that. A session that was ending anyway (handed
   * back, lease lost) keeps nothing of the stop; the API repeats the signal to whoever holds the bot next.
   */
  private async stopHere(botId: number, reason: LogLine): Promise<void> {
    if (!(await this.deps.runner.stop(botId, reason))) return;
    this.fences.delete(botId);
    await this.repo.release([botId]);
  }

  private async renewLeases(): Promise<void> {
    const startedAt = Date.now();
    await this.repo.heartbeat(hostname(), process.pid);
    const renewed = await this.repo.renew(this.timings.ttlMs);
    // One settling at a time; what a renewal finds while one runs, the next renewal finds again.
    this.settling ??= this.settle(renewed, startedAt)
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'could not settle the renewed leases'))
      .finally(() => {
        this.settling = null;
      });
  }

  /** Acts on what a renewal found: bots lost to another worker, bots stopped elsewhere, sessions ended. */
  private async settle(renewed: RenewedLease[], renewalStartedAt: number): Promise<void> {
    const { runner } = this.deps;
    const renewedIds = new Set(renewed.map((lease) => lease.botId));
    // Every session whose lease was not renewed is lost, except a bot claimed after the renewal began.
    const lost = runner
      .heldBots()
      .filter((botId) => !renewedIds.has(botId) && !this.opening.has(botId) && (this.claimedAt.get(botId) ?? 0) < renewalStartedAt);
    for (const botId of lost) {
      this.fences.delete(botId);
      this.claimedAt.delete(botId);
    }
    await Promise.all(lost.map((botId) => runner.release(botId, line('leaseLost', undefined, 'warn'))));
    const finished: number[] = [];
    const stopping: Array<Promise<unknown>> = [];
    for (const lease of renewed) {
      // A session being opened is looked at by the next renewal.
      if (this.opening.has(lease.botId)) continue;
      if (!ACTIVE.has(lease.status)) {
        // Stopped from elsewhere (the API when no signal came through, a plan expiry): cancel its orders here.
        if (runner.status(lease.botId) !== null) stopping.push(runner.stop(lease.botId, lease.statusReason ?? line('stoppedByUser')));
        finished.push(lease.botId);
      } else if (runner.status(lease.botId) === null) {
        // Its session ended without stopping the bot (a failure to open): let a pass take it up afresh.
        finished.push(lease.botId);
      }
    }
    await Promise.all(stopping);
    for (const botId of finished) {
      this.fences.delete(botId);
      this.claimedAt.delete(botId);
    }
    await this.repo.release(finished);
  }

  /** Bots claimed whose sessions are being opened (not yet known to the runner). */
  private readonly opening = new Set<number>();
  /** When each bot held was claimed (this process's clock). */
  private readonly claimedAt = new Map<number, number>();

  private async shareBots(): Promise<void> {
    const { runner } = this.deps;
    const { ttlMs } = this.timings;
    await this.cancelLeftOrders();
    const counts = await this.repo.shareCounts(ttlMs);
    const share = Math.ceil(counts.activeBots / Math.max(1, counts.liveWorkers));
    const held = this.fences.size;
    if (held > share + 1) {
      const extra = [...this.fences.keys()].sort((a, b) => b - a).slice(0, Math.min(HANDBACK_BATCH, held - share));
      await Promise.all(extra.map((botId) => runner.release(botId, line('handedOver'))));
      for (const botId of extra) this.fences.delete(botId);
      await this.repo.release(extra);
      return;
    }
    const claimed = await this.repo.claim(Math.min(CLAIM_BATCH, share - held), ttlMs);
    if (claimed.length === 0) return;
    const claimedAt = Date.now();
    for (const lease of claimed) {
      this.fences.set(lease.botId, lease.fence);
      this.claimedAt.set(lease.botId, claimedAt);
      this.opening.add(lease.botId);
    }
    try {
      const rows = await this.repo.robotsByIds(claimed.map((lease) => lease.botId));
      const previousOf = new Map(claimed.map((lease) => [lease.botId, lease.previous]));
      const worker = workerLabel(this.deps.workerId);
      for (const row of rows) {
        const previous = previousOf.get(row.id) ?? null;
        // Stopped (or let go) while this pass read it: no session. A bot taken over from a dead
        // worker and stopped meanwhile (the API's stop gave up waiting) still has that worker's
        // orders out, and this lease was the only mark of them: they are cancelled before it goes.
        if (!this.fences.has(row.id) || !ACTIVE.has(row.status)) {
          if (this.fences.has(row.id) && previous !== null && previous !== this.deps.workerId)
            await runner.cancelLeftOrders(
              botRecord(row),
              line('stoppedOrdersOfWorker', { worker, previous: workerLabel(previous) }, 'warn'),
            );
          this.fences.delete(row.id);
          await this.repo.release([row.id]);
          continue;
        }
        const note =
          previous && previous !== this.deps.workerId
            ? line('movedToWorker', { worker, previous: workerLabel(previous) }, 'warn')
            : line('takenUpByWorker', { worker });
        const opened = await runner.adopt(botRecord(row), note);
        if (!opened) {
          this.fences.delete(row.id);
          await this.repo.release([row.id]);
        }
      }
    } finally {
      for (const lease of claimed) this.opening.delete(lease.botId);
    }
    const moved = claimed.filter((lease) => lease.previous !== null && lease.previous !== this.deps.workerId).length;
    if (moved > 0) this.deps.log.info({ bots: moved }, 'took up bots of a worker that stopped answering');
  }

  /**
   * Bots stopped while their worker was dead (the API wrote the stop, nobody cancelled): opened
   * only to cancel the orders they left, outside the share (they do not run), then let go.
   */
  private async cancelLeftOrders(): Promise<void> {
    const { runner } = this.deps;
    const claimed = await this.repo.claimLeftStopped(CLAIM_BATCH, this.timings.ttlMs);
    if (claimed.length === 0) return;
    for (const lease of claimed) {
      this.fences.set(lease.botId, lease.fence);
      this.opening.add(lease.botId);
    }
    try {
      const previousOf = new Map(claimed.map((lease) => [lease.botId, lease.previous]));
      const worker = workerLabel(this.deps.workerId);
      for (const row of await this.repo.robotsByIds(claimed.map((lease) => lease.botId))) {
        // Started again meanwhile: the next pass takes it up as a running bot.
        if (ACTIVE.has(row.status)) continue;
        const previous = workerLabel(previousOf.get(row.id)!);
        await runner.cancelLeftOrders(botRecord(row), line('stoppedOrdersOfWorker', { worker, previous }, 'warn'));
      }
    } finally {
      for (const lease of claimed) {
        this.opening.delete(lease.botId);
        this.fences.delete(lease.botId);
      }
      await this.repo.release(claimed.map((lease) => lease.botId));
    }
    this.deps.log.info({ bots: claimed.length }, 'cancelled the orders of bots stopped while their worker was dead');
  }
}
