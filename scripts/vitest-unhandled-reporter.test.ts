import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import UnhandledErrorsReporter from './vitest-unhandled-reporter.mjs';

describe('the unhandled-errors reporter', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps each error no test owned with its file, its last test and the top of its stack', () => {
    const folder = mkdtempSync(join(tmpdir(), 'unhandled-'));
    folders.push(folder);
    const outputFile = join(folder, 'nested', 'unhandled.json');
    const stack = ['Error: late boom', ...Array.from({ length: 9 }, (_, i) => `    at frame${i} (x.ts:${i}:1)`)].join('\n');
    new UnhandledErrorsReporter({ outputFile }).onTestRunEnd(
      [],
      [{ name: 'Error', message: 'late boom', stack, VITEST_TEST_PATH: '/repo/x.test.ts', VITEST_TEST_NAME: 'leaves a rejection' }],
    );
    const [error] = JSON.parse(readFileSync(outputFile, 'utf8'));
    expect(error).toMatchObject({ name: 'Error', message: 'late boom', file: '/repo/x.test.ts', test: 'leaves a rejection' });
    expect(error.stack.split('\n')).toHaveLength(6);
  });

  it('writes an empty list for a run without such errors, so an old file never speaks for a new run', () => {
    const folder = mkdtempSync(join(tmpdir(), 'unhandled-'));
    folders.push(folder);
    const outputFile = join(folder, 'unhandled.json');
    new UnhandledErrorsReporter({ outputFile }).onTestRunEnd([], []);
    expect(JSON.parse(readFileSync(outputFile, 'utf8'))).toEqual([]);
  });
});
