// Soak helpers: measuring and summing up. The server's RSS and CPU time read from /proc/<pid>, and
// the arithmetic the figures need (percentiles, rounding, the least-squares trend of the RSS).
import { readFileSync } from 'node:fs';

export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/** The process's CPU time (user + system) in seconds, from /proc/<pid>/stat (USER_HZ is 100 on Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const sortedOf = (values: number[]) => values.slice().sort((a, b) => a - b);
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The least-squares slope of y over x. */
export function slopeOf(points: Array<[number, number]>): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const num = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const den = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return den === 0 ? 0 : num / den;
}
