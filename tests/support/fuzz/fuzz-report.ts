// The summary the protocol fuzz prints after its run: how many requests over how many calls, how
// long it took, and the answers by code and the plans by kind, so a run that passes still shows
// what it exercised (and a replay with FUZZ_SEED can be compared line by line).
import type { AnswerChecks } from './answer-checks.ts';

export interface RunFacts {
  seed: number;
  calls: number;
  elapsedMs: number;
  generatedMs: number;
  healthChecks: number;
}

export function fuzzSummary(checks: AnswerChecks, run: RunFacts): string {
  const summary = [
    `protocol fuzz, seed ${run.seed}: ${checks.requests} hostile requests over ${run.calls} calls in ${(run.elapsedMs / 1000).toFixed(1)} s`,
    `(plans made in ${(run.generatedMs / 1000).toFixed(1)} s, ${run.healthChecks} health echoes)`,
    `codes: ${[...checks.codes]
      .sort((a, b) => a[0] - b[0])
      .map(([code, count]) => `${code}×${count}`)
      .join(' ')}`,
    `kinds: ${[...checks.perKind]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, count]) => `${kind}×${count}`)
      .join(' ')}`,
  ];
  return summary.join('\n');
}
