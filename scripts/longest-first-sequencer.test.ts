import type { TestSpecification } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import LongestFirstSequencer from './longest-first-sequencer.ts';

/** A specification as the sequencer reads it: its project's name and config, and its path. */
function spec(project: string, moduleId: string): TestSpecification {
  return { project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: project !== 'unit' } }, moduleId } as never;
}

/** Vitest's context with a results cache: remembered durations, and file sizes. */
function sequencer(durations: Record<string, number>, sizes: Record<string, number>) {
  const cache = {
    getFileTestResults: (key: string) => (key in durations ? { duration: durations[key], failed: false } : undefined),
    getFileStats: (key: string) => (key in sizes ? { size: sizes[key] } : undefined),
  };
  return new LongestFirstSequencer({ cache, config: { root: '/repo' } } as never);
}

describe('the order test files start in', () => {
  it('starts the scale project, then the unit files, then integration, largest first on a fresh machine', async () => {
    const files = [
      spec('integration', '/repo/tests/integration/small.test.ts'),
      spec('unit', '/repo/src/a.test.ts'),
      spec('integration', '/repo/tests/integration/large.test.ts'),
      spec('scale', '/repo/tests/scale/failover.test.ts'),
      spec('unit-isolated', '/repo/src/mocked.test.ts'),
    ];
    const sizes = {
      'integration:tests/integration/small.test.ts': 100,
      'integration:tests/integration/large.test.ts': 9_000,
      'unit:src/a.test.ts': 500,
      'scale:tests/scale/failover.test.ts': 300,
      'unit-isolated:src/mocked.test.ts': 200,
    };
    const order = await sequencer({}, sizes).sort(files);
    expect(order.map((file) => file.moduleId.replace('/repo/', ''))).toEqual([
      'tests/scale/failover.test.ts',
      'src/a.test.ts',
      'src/mocked.test.ts',
      'tests/integration/large.test.ts',
      'tests/integration/small.test.ts',
    ]);
  });

  it('takes the longest first within a project when the last run’s durations are known', async () => {
    const files = [
      spec('integration', '/repo/tests/integration/big-but-quick.test.ts'),
      spec('integration', '/repo/tests/integration/slow.test.ts'),
    ];
    const durations = {
      'integration:tests/integration/big-but-quick.test.ts': 1_000,
      'integration:tests/integration/slow.test.ts': 40_000,
    };
    const sizes = { 'integration:tests/integration/big-but-quick.test.ts': 9_000, 'integration:tests/integration/slow.test.ts': 100 };
    const order = await sequencer(durations, sizes).sort(files);
    expect(order.map((file) => file.moduleId)).toEqual([
      '/repo/tests/integration/slow.test.ts',
      '/repo/tests/integration/big-but-quick.test.ts',
    ]);
  });
});
