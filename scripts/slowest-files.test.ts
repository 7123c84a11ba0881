import { describe, expect, it } from 'vitest';
import { playwrightFileTimes, slowestLines, vitestFileTimes } from './slowest-files.mjs';

describe('the slowest test files', () => {
  it('reads each Vitest file from its start and end, without the working folder', () => {
    const report = {
      testResults: [
        { name: '/repo/tests/a.test.ts', startTime: 1_000, endTime: 31_000 },
        { name: '/repo/src/b.test.ts', startTime: 2_000, endTime: 2_500 },
      ],
    };
    expect(vitestFileTimes(report, '/repo')).toEqual([
      ['tests/a.test.ts', 30],
      ['src/b.test.ts', 0.5],
    ]);
  });

  it('adds up a Playwright spec file’s tests, nested suites and retries included', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 4_000 }, { duration: 1_000 }] }] }],
          suites: [{ specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 5_000 }] }] }] }],
        },
        { specs: [{ file: 'b.spec.ts', tests: [{ results: [{ duration: 20_000 }] }] }] },
      ],
    };
    expect(playwrightFileTimes(report)).toEqual([
      ['tests/e2e/a.spec.ts', 10],
      ['tests/e2e/b.spec.ts', 20],
    ]);
  });

  it('lists the slowest first, at most as many as asked', () => {
    const times = Array.from({ length: 12 }, (_, i): [string, number] => [`f${i}`, i]);
    const lines = slowestLines(times, 10);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('    11.0 s  f11');
    expect(lines[9]).toBe('     2.0 s  f2');
  });
});
