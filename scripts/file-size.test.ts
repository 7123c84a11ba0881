// Every hand-written source file stays small enough to read in one sitting: at most 400 lines.
// Generated files (the route tree, the compiled contract artifacts, the SQL migrations) are not
// hand-written and are left out.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|sol)$/;
const GENERATED = [/routeTree\.gen\.ts$/, /\/artifacts\//, /\/migrations\//];

function sourceFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\n');
  return tracked.filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)) && existsSync(file));
}

describe('file size', () => {
  it(`no hand-written source file is over ${MAX_LINES} lines`, () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(500);
    const tooLong = files
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
