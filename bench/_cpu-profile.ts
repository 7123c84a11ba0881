// BENCH_CPU_PROF_DIR=<dir> makes each bench file's process (and the process a bench measures in, when
// it starts one: bots-scale.ts) write a V8 CPU profile there when it exits, to open in Chrome's
// DevTools or read with a script. Node refuses --cpu-prof in NODE_OPTIONS, so it is passed this way.

/** Node's arguments that start the profiler, or none when BENCH_CPU_PROF_DIR is not set. */
export function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}
