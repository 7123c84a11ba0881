// Runs the alerts: watches the shared market-data feed of every market an active alert is on,
// evaluates price conditions on each new price, and account conditions (balance, arbitrage bot)
// and balance snapshots in recurring jobs. Each evaluation of one alert runs after the previous
// one (a queue per alert), goes through the pure evaluator, and commits the new memory with its
// firings in one transaction; a job per firing then stops robots and delivers. See docs/alerts.md.
import type { Delivery } from '../../../../shared/contracts/alarm/alarm-view.ts';
import type { JobScheduler } from '../../../jobs/scheduler.ts';
import { type Logger, errorText } from '../../../logger.ts';
import type { AlarmRepository } from '../alarm-repository.ts';
import { type AlarmRow, channelsOf, marketOf, thresholdsOf, watchesPrice } from '../alarm-rows.ts';
import { DELIVER_JOB, deliverJobId } from '../delivery/deliver-firing.ts';
import { type AlarmMemory, evaluateAlarm, type Firing, memoryOf, type Observation } from '../evaluation/evaluate-alarm.ts';
import type { FiringRepository, NewFiring } from '../firing-repository.ts';
import { type MarketKey, type MarketPriceFeed, marketKeyOf, symbolOf } from '../ports.ts';
import { PriceHistory } from './price-history.ts';

/** Prices are kept for the longest jump window (an hour) and the arbitrage look-back. */
const PRICE_HISTORY_MS = 60 * 60_000 + 60_000;

interface WatchedMarket {
  market: MarketKey;
  alarmIds: Set<number>;
  history: PriceHistory;
  unwatch: () => void;
}

export interface AlarmEngineDeps {
  alarms: AlarmRepository;
  firings: FiringRepository;
  feed: MarketPriceFeed | null;
  scheduler: JobScheduler;
  now: () => number;
  log: Logger;
}

export class AlarmEngine {
  private readonly rows = new Map<number, AlarmRow>();
  /**
   * Each alert's memory as its last evaluation left it, with the stored value it came from (the
   * compare-and-set of the next write compares with exactly that).
   */
  private readonly memories = new Map<number, { memory: AlarmMemory; stored: unknown }>();
  private readonly markets = new Map<string, WatchedMarket>();
  private readonly queues = new Map<number, Promise<unknown>>();
  private stopped = false;

  constructor(private readonly deps: AlarmEngineDeps) {}

  /** Re-reads the active alerts and watches exactly the markets they are on. */
  async refresh(): Promise<void> {
    const active = await this.deps.alarms.listActive();
    if (this.stopped) return;
    this.rows.clear();
    const wanted = new Map<string, { market: MarketKey; ids: Set<number> }>();
    for (const row of active) {
      this.rows.set(row.id, row);
      if (!this.memories.has(row.id)) this.memories.set(row.id, { memory: memoryOf(row.state), stored: row.state });
      const market = marketOf(row);
      const key = marketKeyOf(market);
      const entry = wanted.get(key) ?? { market, ids: new Set<number>() };
      entry.ids.add(row.id);
      wanted.set(key, entry);
    }
    for (const id of [...this.memories.keys()]) if (!this.rows.has(id)) this.memories.delete(id);
    for (const [key, watched] of this.markets) {
      if (wanted.has(key)) continue;
      watched.unwatch();
      this.markets.delete(key);
    }
    for (const [key, { market, ids }] of wanted) {
      const watched = this.markets.get(key);
      if (watched) watched.alarmIds = ids;
      else this.markets.set(key, this.watch(key, market, ids));
    }
  }

  /** Runs `work` for one alert with no evaluation of it in between (edits, status changes, deletes). */
  exclusive<T>(alarmId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(alarmId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(work);
    const tail = run.catch(() => undefined);
    this.queues.set(alarmId, tail);
    void tail.then(() => {
      if (this.queues.get(alarmId) === tail) this.queues.delete(alarmId);
    });
    return run;
  }

  /** Forgets an alert's memory so the next evaluation reads the stored one (after an edit). */
  forget(alarmId: number): void {
    this.memories.delete(alarmId);
  }

  activeRows(): AlarmRow[] {
    return [...this.rows.values()];
  }

  historyOf(market: MarketKey): PriceHistory | null {
    return this.markets.get(marketKeyOf(market))?.history ?? null;
  }

  /** Evaluates one alert against an observation made from its current row (queued behind earlier ones). */
  evaluate(alarmId: number, observe: (row: AlarmRow) => Omit<Observation, 'at'> | null): Promise<Firing[]> {
    return this.exclusive(alarmId, async () => {
      const row = this.rows.get(alarmId);
      if (!row || this.stopped) return [];
      const observation = observe(row);
      if (!observation) return [];
      const at = this.deps.now();
      const known = this.memories.get(alarmId) ?? { memory: memoryOf(row.state), stored: row.state };
      const result = evaluateAlarm(thresholdsOf(row), known.memory, { ...observation, at });
      if (!result.changed) return [];
      const swap = { previous: known.stored, next: result.memory };
      const stored =
        result.firings.length === 0
          ? await this.deps.alarms.swapMemory(alarmId, swap.previous, swap.next)
          : (await this.record(row, swap, result.firings, at)) !== null;
      if (!stored) {
        // Someone else changed the memory first: read theirs on the next evaluation.
        this.memories.delete(alarmId);
        const fresh = await this.deps.alarms.find(alarmId);
        if (fresh && this.rows.has(alarmId)) this.rows.set(alarmId, fresh);
        return [];
      }
      this.memories.set(alarmId, { memory: result.memory, stored: result.memory });
      return result.firings;
    });
  }

  /** Records a test firing of the alert (no memory change) and schedules its delivery. */
  async fireTest(row: AlarmRow): Promise<number> {
    const [firing] = (await this.record(row, null, [{ condition: 'test', values: {} }], this.deps.now(), true)) ?? [];
    if (firing === undefined) throw new Error('test firing was not recorded');
    return firing;
  }

  /** Schedules the delivery job of firings whose work a crash interrupted. */
  async resumeUnfinished(): Promise<void> {
    const ids = await this.deps.firings.listUnfinished(new Date(this.deps.now() - 24 * 3_600_000));
    for (const id of ids) await this.deps.scheduler.at(deliverJobId(id), new Date(this.deps.now()), DELIVER_JOB, { firingId: id });
  }

  stop(): void {
    this.stopped = true;
    for (const watched of this.markets.values()) watched.unwatch();
    this.markets.clear();
  }

  /** Records firings (with the memory swap) and schedules their jobs; null when the swap lost. */
  private async record(
    row: AlarmRow,
    memory: { previous: unknown; next: AlarmMemory } | null,
    firings: Array<Pick<NewFiring, 'condition' | 'values'>>,
    at: number,
    test = false,
  ): Promise<number[] | null> {
    const muted = !test && row.dismissedUntil !== null && row.dismissedUntil.getTime() > at;
    const deliveries: Delivery[] = channelsOf(row).map((channel) => ({
      channel,
      status: muted ? 'muted' : 'pending',
      reason: null,
      at: null,
    }));
    const rows = await this.deps.firings.record(
      row.id,
      row.userId,
      memory,
      firings.map((firing) => ({ condition: firing.condition, values: firing.values, muted, deliveries })),
      new Date(at),
    );
    if (rows === null) return null;
    for (const firing of rows) {
      this.deps.log.info(
        { alarmId: row.id, firingId: firing.id, condition: firing.condition, values: firing.values, muted },
        'alert fired',
      );
      if (muted && !row.stopRobots) continue;
      await this.deps.scheduler.at(deliverJobId(firing.id), new Date(at), DELIVER_JOB, { firingId: firing.id });
    }
    return rows.map((firing) => firing.id);
  }

  private watch(key: string, market: MarketKey, alarmIds: Set<number>): WatchedMarket {
    const watched: WatchedMarket = { market, alarmIds, history: new PriceHistory(PRICE_HISTORY_MS), unwatch: () => undefined };
    if (!this.deps.feed) return watched;
    try {
      watched.unwatch = this.deps.feed.watch(market.web, symbolOf(market), (price, at) => this.onPrice(key, price, at));
    } catch (error) {
      this.deps.log.warn({ market: key, error: errorText(error) }, 'alert market cannot be watched');
    }
    return watched;
  }

  private onPrice(key: string, price: number, at: number): void {
    const watched = this.markets.get(key);
    if (!watched || this.stopped) return;
    watched.history.add(at, price);
    const now = this.deps.now();
    for (const id of watched.alarmIds) {
      const row = this.rows.get(id);
      if (!row || !watchesPrice(row)) continue;
      this.evaluate(id, (current) => {
        const range = watched.history.range(now - current.jumpWindowMinutes * 60_000);
        if (!range) return null;
        return { price: { last: price, low: range.low, high: range.high, windowMinutes: current.jumpWindowMinutes } };
      }).catch((error: unknown) => this.deps.log.error({ alarmId: id, error: errorText(error) }, 'alert evaluation failed'));
    }
  }
}
