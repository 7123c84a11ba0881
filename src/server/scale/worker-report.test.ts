// A worker logs its bots, ticks, tick lag percentiles and memory once a period, as one JSON line.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { percentile, WorkerReport } from './worker-report.ts';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', { write: (chunk: string) => lines.push(JSON.parse(chunk) as Record<string, unknown>) });
  return { logger, lines };
}

const memory = () => ({ rss: 300 * 2 ** 20, heapUsed: 120.4 * 2 ** 20 });

describe('worker report', () => {
  it('takes the nearest-rank percentile of ascending values, and 0 of none', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 50)).toBe(51);
    expect(percentile(hundred, 99)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });

  it("logs the period's ticks, lag percentiles, bots and memory, then starts the next period empty", () => {
    const { logger, lines } = capture();
    const report = new WorkerReport({ periodMs: 60_000, log: logger, memory });
    report.start(() => 0);
    for (let lag = 100; lag >= 1; lag--) report.lag(lag);
    report.report(42);
    report.report(42);
    report.stop();
    expect(lines[0]).toMatchObject({
      level: 30,
      bots: 42,
      ticks: 100,
      lagP50Ms: 51,
      lagP99Ms: 100,
      lagMaxMs: 100,
      rssMb: 300,
      heapUsedMb: 120,
    });
    expect(lines[0]!.msg).toBe('worker figures: 42 bots, 100 ticks, tick lag p50 51 ms, p99 100 ms, max 100 ms, RSS 300 MB, heap 120 MB');
    expect(lines[1]).toMatchObject({ bots: 42, ticks: 0, lagP50Ms: 0, lagP99Ms: 0, lagMaxMs: 0 });
  });

  it('keeps no lags while it is not started, so a stopped report holds no memory', () => {
    const { logger, lines } = capture();
    const report = new WorkerReport({ periodMs: 60_000, log: logger, memory });
    report.lag(5);
    report.report(1);
    expect(lines[0]).toMatchObject({ ticks: 0 });
  });
});
