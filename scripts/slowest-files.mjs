// The test files that took longest, from the runners' reports, so a file that grows shows at the
// end of every run. A Vitest file's time runs from the moment a worker took it to its end, imports
// and hooks included (scripts/vitest-file-times-reporter.mjs); Playwright runs a file's tests on
// several workers, so a spec file's time is the sum of its tests' durations (the work it adds).

/** [file, seconds] of every Vitest file, from vitest-files.json. */
export function vitestFileTimes(files) {
  return (files ?? []).map((file) => [file.file, Math.max(0, file.end - file.start) / 1000]);
}

/** [file, seconds] of every Playwright spec file. */
export function playwrightFileTimes(report) {
  const totals = new Map();
  const walk = (suites) => {
    for (const suite of suites ?? []) {
      for (const spec of suite.specs ?? []) {
        const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const file = `tests/e2e/${spec.file}`;
        totals.set(file, (totals.get(file) ?? 0) + ms / 1000);
      }
      walk(suite.suites);
    }
  };
  walk(report?.suites);
  return [...totals];
}

/** The `count` slowest, as lines "  123.4 s  file". */
export function slowestLines(times, count = 10) {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, seconds]) => `  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
}
