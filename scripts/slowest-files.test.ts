import { describe, expect, it } from 'vitest';
import { playwrightFileTimes, slowestLines, vitestFileTimes } from './slowest-files.mjs';

describe('the slowest test files', () => {
  it('reads each Vitest file from the moment a worker took it to its end', () => {
    const files = [
      { file: 'tests/a.test.ts', project: 'integration', start: 1_000, end: 31_000, importMs: 900, testsAndHooksMs: 29_000 },
      { file: 'src/b.test.ts', project: 'unit', start: 2_000, end: 2_500, importMs: 100, testsAndHooksMs: 400 },
    ];
    expect(vitestFileTimes(files)).toEqual([
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
