// A worker's figures (scaled-out mode): every WORKER_REPORT_MS the worker logs one info line with the
// bots it runs, the ticks of the period, the tick lag (a tick's due time to its start; the runner
// reports it through TickMetrics) as p50/p99/max, and its memory. The lag shows whether a worker
// holds more bots than its event loop keeps up with; bench/scale-out.ts reads these lines.
import type { TickMetrics } from '../../engine/runner/session-deps.ts';
import type { Logger } from '../logger.ts';

export interface WorkerFigures {
  bots: number;
  ticks: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  rssMb: number;
  heapUsedMb: number;
}

const MB = 2 ** 20;

/** The nearest-rank percentile of ascending values (0 when there are none), as bench/bots-scale.ts counts it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One period's figures from its tick lags (any order), the bots held and the process's memory. */
export function workerFigures(lags: readonly number[], bots: number, memory: { rss: number; heapUsed: number }): WorkerFigures {
  const sorted = [...lags].sort((a, b) => a - b);
  return {
    bots,
    ticks: sorted.length,
    lagP50Ms: percentile(sorted, 50),
    lagP99Ms: percentile(sorted, 99),
    lagMaxMs: sorted[sorted.length - 1] ?? 0,
    rssMb: Math.round(memory.rss / MB),
    heapUsedMb: Math.round(memory.heapUsed / MB),
  };
}

export function reportLine(figures: WorkerFigures): string {
  const { bots, ticks, lagP50Ms, lagP99Ms, lagMaxMs, rssMb, heapUsedMb } = figures;
  return `worker figures: ${bots} bots, ${ticks} ticks, tick lag p50 ${lagP50Ms} ms, p99 ${lagP99Ms} ms, max ${lagMaxMs} ms, RSS ${rssMb} MB, heap ${heapUsedMb} MB`;
}

/** Collects the runner's tick lags (pass it as the runner's `metrics`) and logs them once a period. */
export class WorkerReport implements TickMetrics {
  private lags: number[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      periodMs: number;
      log: Logger;
      memory?: () => { rss: number; heapUsed: number };
    },
  ) {}

  lag(ms: number): void {
    if (this.timer) this.lags.push(ms);
  }

  /** Logs every period from now on; `bots` answers how many bots the worker runs. */
  start(bots: () => number): void {
    this.stop();
    this.lags = [];
    this.timer = setInterval(() => this.report(bots()), this.deps.periodMs);
    this.timer.unref();
  }

  /** Logs the figures of the period so far and begins the next. */
  report(bots: number): WorkerFigures {
    const memory = this.deps.memory?.() ?? process.memoryUsage();
    const figures = workerFigures(this.lags, bots, memory);
    this.lags = [];
    this.deps.log.info(figures, reportLine(figures));
    return figures;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.lags = [];
  }
}
