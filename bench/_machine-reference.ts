// The machine-speed reference the bench runner prints first: a fixed loop of additions on one core,
// timed. Benchmarks here have run on machines up to ten times apart, and on machines shared with
// other people's work; two runs' figures can be set side by side only beside their reference times.
// The workload is the one earlier figures were quoted with (10^9 additions), so those stay
// comparable too. CPU time beside wall time shows whether the core was shared meanwhile.

export const REFERENCE_ADDITIONS = 1e9;

export interface MachineReference {
  workload: string;
  /** Wall time. */
  seconds: number;
  /** This process's CPU time over the same stretch; well below `seconds` means others had the core. */
  cpuSeconds: number;
}

export function measureReference(additions = REFERENCE_ADDITIONS): MachineReference {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < additions; i++) sum += i;
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // Using the sum keeps the loop from being optimised away.
  if (!Number.isFinite(sum)) throw new Error('the reference loop overflowed');
  return {
    workload: `${powerOfTen(additions)} additions in a JS loop (one core)`,
    seconds: round(seconds),
    cpuSeconds: round((cpu.user + cpu.system) / 1e6),
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

function powerOfTen(count: number): string {
  const exponent = Math.log10(count);
  return Number.isInteger(exponent) ? `10^${exponent}` : count.toLocaleString('en');
}
