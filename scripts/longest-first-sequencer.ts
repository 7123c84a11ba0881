// The order Vitest hands test files to its two workers. With two workers, a long file taken last
// leaves the other worker idle until it ends: the scaled-out failover test (a minute and a half of
// child processes) did that at the end of every run. So the scale project goes first, the unit
// files (short and light, which suit the failover's neighbour) next, and the integration files
// after them, longest first, so the run ends on short files that even out the two workers.
//
// Within a project the order is Vitest's own: longest first by the durations it remembers from the
// last run, or largest file first on a fresh machine (CI), which knows none.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Projects in the order their files start; a project not named here goes last. */
export const PROJECT_ORDER = ['scale', 'unit', 'unit-isolated', 'integration'] as const;

export function projectRank(name: string): number {
  const rank = (PROJECT_ORDER as readonly string[]).indexOf(name);
  return rank === -1 ? PROJECT_ORDER.length : rank;
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: Vitest's order holds within each project.
    return sorted.sort((a, b) => projectRank(a.project.name) - projectRank(b.project.name));
  }
}
